import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { agentApi, type DailyWage } from '../api';
import { dayText } from '../components/ReportTable';
import { WageRecords } from '../components/WageRecords';
import type { PageProps } from '../pages';

/** agentDailyWages2, "daily wages": a row per UTC-3 day, the wage paid the day after. */
export default function DailyWages(_: PageProps) {
  const t = useT();
  const { api } = useEngine();
  return (
    <WageRecords<DailyWage>
      texts="daily"
      initialPreset="month"
      pageSize={15}
      load={(range, pageNo, pageSize) => agentApi.dailyWages(api, { ...range, pageNo, pageSize })}
      period={{ key: 'date', header: t('agent-centre:table.columns.date'), text: (row) => dayText(row.date), dateTime: (row) => row.date }}
    />
  );
}
