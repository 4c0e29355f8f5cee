import { LotteryLobby } from '../components/LotteryLobby';

export default function LotteryPage() {
  return <LotteryLobby area="lottery" />;
}
