import { useId, type ReactNode, type Ref } from 'react';

/**
 * A card of a class's screens: a region named by its heading, a line on what it is, the state
 * lines under it, an action beside it (wrapping under it on a phone), and its content.
 */
export function ClassSection({
  title,
  description,
  details,
  action,
  headingRef,
  testId,
  children,
}: {
  title: string;
  description?: string;
  /** Lines under the title that say where things stand (a round's, a submission's). */
  details?: ReactNode;
  action?: ReactNode;
  /** A section that takes the focus when it opens names its heading here (focusable by script). */
  headingRef?: Ref<HTMLHeadingElement>;
  testId?: string;
  children?: ReactNode;
}) {
  const titleId = useId();
  const heading = (
    <div className="space-y-1">
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-lg font-semibold outline-hidden"
      >
        {title}
      </h2>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
      {details}
    </div>
  );
  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-xl border bg-card p-6" data-testid={testId}>
      {action ? (
        <div className="flex flex-wrap items-start justify-between gap-4">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
