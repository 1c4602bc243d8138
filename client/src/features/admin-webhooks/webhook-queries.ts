/** Every webhook on one page: there are a handful at most. */
export const allWebhooksInput = { per_page: 0 };
