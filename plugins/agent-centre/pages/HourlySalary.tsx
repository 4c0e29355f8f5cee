import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { agentApi, type HourlyWage } from '../api';
import { dayText, timeText } from '../components/ReportTable';
import { WageRecords } from '../components/WageRecords';
import type { PageProps } from '../pages';

const HOUR_MS = 3_600_000;

/** agentHourSalary, "hourly salary": a row per completed hour with team stakes (the server keeps the last 7 days). */
export default function HourlySalary(_: PageProps) {
  const t = useT();
  const { api } = useEngine();
  const hourText = (row: HourlyWage) =>
    t('agent-centre:hourly.hourRange', {
      day: dayText(row.hour),
      from: timeText(row.hour),
      to: timeText(new Date(Date.parse(row.hour) + HOUR_MS).toISOString()),
    });
  return (
    <WageRecords<HourlyWage>
      texts="hourly"
      initialPreset="week"
      pageSize={24}
      load={(range, pageNo, pageSize) => agentApi.hourlySalary(api, { ...range, pageNo, pageSize })}
      period={{ key: 'hour', header: t('agent-centre:hourly.hour'), text: hourText, dateTime: (row) => row.hour }}
    />
  );
}
