/**
 * The site's root addresses (spec section 2, routes): core defines them, as it defines the shell
 * around them; the plugin that gives the landing page serves them, and any plugin may plan for them
 * (the early calls of the home page's sections).
 */
export const ROOT_PATHS = ['/', '/home', '/index.html'] as const;
