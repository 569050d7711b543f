import { ReviewsScreen } from '@/features/community/components/reviews-screen';

/** /comunidade/revisoes and /community/reviews: the peer-review queue by business type, and the user's requests. */
export function Component() {
  return <ReviewsScreen />;
}
