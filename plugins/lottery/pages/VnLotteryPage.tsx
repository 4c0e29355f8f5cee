import { LotteryLobby } from '../components/LotteryLobby';

export default function VnLotteryPage() {
  return <LotteryLobby area="vn" />;
}
