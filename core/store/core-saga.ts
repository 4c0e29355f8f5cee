import { call, fork, getContext, put, race, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ApiClient } from '../api/client';
import type { CountryCode } from '../api/contract';
import { COUNTRY_CODE_PATH, MEMBER_INFO_PATH } from '../api/early-shared';
import { applyTheme } from '../theme/theme';
import { clearRefusedSession } from '../session/refused-session';
import { session } from '../session/storage-keys';
import { coreActions, type MemberInfo } from './core-state';
import type { SagaContext } from './create-store';

/**
 * Only the dialing-code pickers (forms that load after the first paint) use the country: it is
 * asked for once the page has loaded, so its request does not take a connection while the first
 * screen downloads. The early entry starts it at that moment (`afterLoad`) and the client adopts it.
 */
function* loadCountry() {
  const api: ApiClient = yield getContext('api');
  const pageLoaded: SagaContext['pageLoaded'] = yield getContext('pageLoaded');
  if (pageLoaded) yield call(pageLoaded);
  try {
    const country: CountryCode = yield call(api.get<CountryCode>, COUNTRY_CODE_PATH);
    yield put(coreActions.countryLoaded(country));
  } catch {
    // The dialing-code pickers fall back to the brand's first country; nothing to show here.
  }
}

function* fetchMemberInfo() {
  const api: ApiClient = yield getContext('api');
  const token = session.token();
  try {
    const member: MemberInfo = yield call(api.get<MemberInfo>, MEMBER_INFO_PATH, { auth: true });
    // The session may have ended or changed hands while the call was out: drop a stale answer.
    if (session.token() !== token) return;
    session.set('isAgent', String(member.type));
    session.set('nickname', member.nickname);
    session.set('account', member.account);
    yield put(coreActions.memberInfoLoaded(member));
  } catch (error) {
    if (clearRefusedSession(error)) yield put(coreActions.sessionEnded());
    else if (session.token() === token) yield put(coreActions.memberInfoFailed());
  }
}

/** Member info for the current session; a logout while it loads cancels it. */
export function* loadMemberInfo() {
  yield race({ loaded: call(fetchMemberInfo), ended: take('core/sessionEnded') });
}

function* persistTheme(action: ReturnType<typeof coreActions.themeChanged>) {
  yield call(applyTheme, action.theme, true);
}

/** On start: the country code, and member info when a session token exists (spec section 2). */
export function* coreSaga() {
  yield takeEvery('core/themeChanged', persistTheme);
  yield takeLatest(['core/sessionStarted', 'core/memberInfoRequested'], loadMemberInfo);
  yield fork(loadCountry);
  if (session.token()) yield call(loadMemberInfo);
}
