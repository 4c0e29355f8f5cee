import { LotteryLobby } from '../components/LotteryLobby';

export default function SeaLotteryPage() {
  return <LotteryLobby area="sea" />;
}
