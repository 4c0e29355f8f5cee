/** The home page's addresses (spec section 2, routes): the home plugin serves them; others may plan for them. */
export const HOME_PATHS = ['/', '/home', '/index.html'] as const;
