/** Loader and component must ask for exactly these, or the loader's data is not the data shown. */
export const teamsInput = { per_page: 0 } as const;
/** Visitors get only active members who agreed to be shown (DESIGN.md §5); so does this page for members. */
export const publicMembersInput = { per_page: 0, filter: 'active=true', order_by: ['first_name ASC'] };
