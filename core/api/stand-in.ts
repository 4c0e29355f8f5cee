/**
 * The early entry's stand-in, deferred in every page (its own entry: `standIn` in the app
 * manifest). Should the inline early entry not run (a server whose Content-Security-Policy lacks
 * its hash, an extension blocking inline scripts), nobody would ask for the app's code: this does
 * then, once the page is parsed, a little later than the early entry would have.
 */
import { APP_DATA_ELEMENT_ID, type AppData } from '../brand/app-data';
import { appLoader } from './app-loader';
import { EARLY_KEY } from './early-shared';

if (!(EARLY_KEY in window)) {
  const text = document.getElementById(APP_DATA_ELEMENT_ID)?.textContent;
  if (text) appLoader((JSON.parse(text) as AppData).entryScripts)();
}
