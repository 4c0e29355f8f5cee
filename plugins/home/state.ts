import type { Banner } from '../../core/api/contract';

export interface BannerGroupState {
  status: 'loading' | 'loaded' | 'failed';
  banners: Banner[];
}

export interface HomeState {
  bannerGroups: Record<string, BannerGroupState>;
}

export const homeActions = {
  bannersRequested: (group: string) => ({ type: 'home/bannersRequested' as const, group }),
  bannersLoaded: (group: string, banners: Banner[]) => ({ type: 'home/bannersLoaded' as const, group, banners }),
  bannersFailed: (group: string) => ({ type: 'home/bannersFailed' as const, group }),
};

type HomeAction = ReturnType<(typeof homeActions)[keyof typeof homeActions]>;

const initial: HomeState = { bannerGroups: {} };

export function homeReducer(state: HomeState = initial, action: HomeAction): HomeState {
  switch (action.type) {
    case 'home/bannersRequested':
      return {
        bannerGroups: {
          ...state.bannerGroups,
          [action.group]: { status: 'loading', banners: state.bannerGroups[action.group]?.banners ?? [] },
        },
      };
    case 'home/bannersLoaded':
      return { bannerGroups: { ...state.bannerGroups, [action.group]: { status: 'loaded', banners: action.banners } } };
    case 'home/bannersFailed':
      return { bannerGroups: { ...state.bannerGroups, [action.group]: { status: 'failed', banners: [] } } };
    default:
      return state;
  }
}

export const selectBannerGroup = (state: { home?: HomeState }, group: string): BannerGroupState | undefined =>
  state.home?.bannerGroups[group];
