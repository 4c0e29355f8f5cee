/**
 * Account types (spec sections 4 and 6): the numeric `type` of member info, kept in session
 * storage as `isAgent`. Which centre an account may open is decided here, once.
 */
export const NON_REAL_ACCOUNT_TYPE = 4;

/** The two account centres of spec section 5; a plugin that is one says which (PluginDefinition.accountCentre). */
export type AccountCentre = 'member' | 'agent';
export const AGENT_CENTRE_TYPES: readonly number[] = [1, 2, 41, 42];

/** Any logged-in account but a trial (type 4) may open the member centre. */
export function canOpenMemberCentre(type: number | null): boolean {
  return type !== null && type !== NON_REAL_ACCOUNT_TYPE;
}

export function canOpenAgentCentre(type: number | null): boolean {
  return type !== null && AGENT_CENTRE_TYPES.includes(type);
}
