import { parseExport, toCsv } from './csv';

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

describe('report export', () => {
  it('reads rows and totals by field name, quoted fields and line breaks included', () => {
    const text = 'record,username,note,net\r\nrow,membro4,"a, ""b""\r\nc",-12.50\r\nrow,membro5,,0.00\r\ntotal,,,-12.50\r\n';
    expect(parseExport(text)).toEqual({
      rows: [
        { username: 'membro4', note: 'a, "b"\r\nc', net: '-12.50' },
        { username: 'membro5', note: '', net: '0.00' },
      ],
      totals: [{ username: '', note: '', net: '-12.50' }],
    });
  });

  it('refuses a file that is not an export', () => {
    expect(() => parseExport('username,net\r\nmembro4,1.00\r\n')).toThrow('not a report export');
  });
});
