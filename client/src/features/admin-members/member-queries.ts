/** Loader and component must ask for exactly this, or the loader's data is not the data shown. */
export const memberListInput = { per_page: 0 } as const;

export const MEMBERS_PATH = '/admin/members';
