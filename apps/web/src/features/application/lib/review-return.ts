/** Edit on the review opens a step with this query, so its Save & Next goes back to the review. */
export const FROM_REVIEW = 'from=review';
export const isFromReview = (search: URLSearchParams): boolean => search.get('from') === 'review';
