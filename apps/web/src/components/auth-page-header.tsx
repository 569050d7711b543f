/** Title block shared by the sign-in pages. */
export function AuthPageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="mb-8 space-y-2">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{subtitle}</p>
    </div>
  );
}
