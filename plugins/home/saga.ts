import { call, getContext, put, takeEvery } from 'redux-saga/effects';
import type { ApiClient } from '../../core/api/client';
import type { Banner } from '../../core/api/contract';
import { BANNERS_PATH, bannerGroupFor } from './banner-groups';
import { homeActions } from './state';

function* loadBanners(action: ReturnType<typeof homeActions.bannersRequested>) {
  const api: ApiClient = yield getContext('api');
  try {
    const banners: Banner[] = yield call(api.get<Banner[]>, BANNERS_PATH, { params: { group: action.group } });
    yield put(homeActions.bannersLoaded(action.group, banners));
  } catch {
    // No banners is a valid look for a page: the strip hides itself (spec: shown only when the group has banners).
    yield put(homeActions.bannersFailed(action.group));
  }
}

export function* homeSaga() {
  yield takeEvery('home/bannersRequested', loadBanners);
  // The opening page's banners are asked for as the store is built, before the first render,
  // so that render already has them (the early entry has usually fetched them by now).
  const group = typeof window === 'undefined' ? null : bannerGroupFor(window.location.pathname);
  if (group) yield put(homeActions.bannersRequested(group));
}
