import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSimilarTopics } from '../api/community';
import { topicPath } from '../utils/paths';

/** A pause in typing, before the title is looked for among the space's topics. */
const TYPING_PAUSE_MS = 400;

/**
 * The space's topics most like the title being typed, before the new one is sent: the answer may
 * already be there. Each opens in a new tab, so the topic being written stays as it is.
 */
export function SimilarTopics({ space, title }: { space: string; title: string }) {
  const { t } = useTranslation('community');
  const similar = useSimilarTopics(space, useDebouncedValue(title, TYPING_PAUSE_MS));
  const topics = similar.data ?? [];
  return (
    <div aria-live="polite" data-testid="similar-topics">
      {topics.length > 0 && (
        <section className="space-y-2 rounded-lg border border-dashed p-3 text-sm" aria-labelledby="similar-topics">
          <h4 id="similar-topics" className="font-medium">
            {t('compose.similar')}
          </h4>
          <ul className="space-y-1">
            {topics.map((topic) => (
              <li key={topic.id}>
                <Link
                  to={topicPath(topic.id)}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 text-primary underline underline-offset-2"
                >
                  {topic.title}
                  <ExternalLink className="size-3" aria-hidden="true" />
                  <span className="sr-only">{t('compose.newTab')}</span>
                </Link>
                <span className="text-muted-foreground"> · {t('space.replies', { count: topic.replies })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
