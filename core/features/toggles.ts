/** Whitelabel module ids the front end reads (spec section 6). Other ids still work through `isOn`. */
export const TOGGLES = [
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'CHNGPASSVERIF3',
  'CAPTCHA3',
  'AFFILIATECODE3',
  'COUNTRYCODE3',
  'SOCIALLOGIN3',
  'REFERRAL',
] as const;

export type ToggleId = (typeof TOGGLES)[number];
