import { toCsv } from './csv';

describe('report CSV', () => {
  const columns = [
    { header: 'Usuário', value: (row: { name: string; amount: string }) => row.name },
    { header: 'Valor', value: (row: { name: string; amount: string }) => row.amount },
  ];

  it('writes a BOM, a header line, one line per row and the totals, separated by ; with decimal commas', () => {
    const text = toCsv(columns, [{ name: 'membro4', amount: '-12.50' }], ['Total', '-12.50']);
    expect(text).toBe('\ufeffUsuário;Valor\r\nmembro4;-12,50\r\nTotal;-12,50\r\n');
  });

  it('quotes separators, quotes and line breaks, and defuses formulas', () => {
    const text = toCsv(columns, [{ name: 'a;b "c"\nd', amount: '=HYPERLINK("x")' }]);
    expect(text.split('\r\n')[1]).toBe('"a;b ""c""\nd";"\'=HYPERLINK(""x"")"');
    expect(toCsv(columns, [{ name: '\t=1+1', amount: '@SUM(A1)' }]).split('\r\n')[1]).toBe("'\t=1+1;'@SUM(A1)");
  });
});
