import { call, getContext, put, select, takeLeading } from 'redux-saga/effects';
import type { ApiClient } from '../../core/api/client';
import { errorText } from '../../core/api/present-error';
import type { Brand } from '../../core/brand/brand-types';
import { ANNOUNCEMENTS_PATH, announcementsQuery, type AnnouncementGroups } from './api';
import { noticeListOf } from './notice-list';
import { noticesActions, selectNoticesState, type NoticesState } from './state';

/** A list younger than this is shown as it is: announcements change a few times a day, not a minute. */
export const NOTICES_FRESH_MS = 5 * 60_000;

/** Whether a request should call the platform, given the list's state and the time. */
export function needsFetch(state: NoticesState, force: boolean, now: number): boolean {
  if (force || state.status !== 'loaded' || state.loadedAt === null) return true;
  return now - state.loadedAt >= NOTICES_FRESH_MS;
}

const now = () => Date.now();

function* loadList(action: ReturnType<typeof noticesActions.listRequested>) {
  // The reducer has seen the request: a first one is 'loading' now, a loaded list stays 'loaded'.
  const state: NoticesState = yield select(selectNoticesState);
  if (!needsFetch(state, action.force, (yield call(now)) as number)) return;
  const api: ApiClient = yield getContext('api');
  const brand: Brand = yield getContext('brand');
  try {
    const groups: AnnouncementGroups = yield call([api, api.get], ANNOUNCEMENTS_PATH, { params: announcementsQuery(brand) });
    const loadedAt: number = yield call(now);
    yield put(noticesActions.listLoaded(noticeListOf(groups), loadedAt));
  } catch (error) {
    yield put(noticesActions.listFailed(errorText(error)));
  }
}

/** One call at a time: the marquee and the notice page asking together share it. */
export function* noticesSaga() {
  yield takeLeading('notices/listRequested', loadList);
}
