/*
| The spreadsheet of bench:import (commands/bench_import.ts), written by its own
| process so the memory exceljs takes to build it is not counted in the
| import's peak:  node bin/lib/bulk_bench_file.js <units> <run> <out.xlsx> '<header JSON>'
| 2,000 units per venture, 10 towers of 200 units, 8 a floor.
*/
import ExcelJS from 'exceljs'

const [size, run, out, header] = process.argv.slice(2)
const book = new ExcelJS.Workbook()
const sheet = book.addWorksheet('Units')
sheet.addRow(JSON.parse(header))
const facings = ['North', 'South', 'East', 'West']
for (let i = 0; i < Number(size); i++) {
  const venture = Math.floor(i / 2000)
  const tower = Math.floor((i % 2000) / 200)
  const floor = Math.floor((i % 200) / 8) + 1
  sheet.addRow([
    `${run} Residency ${venture + 1}`,
    'Telangana',
    'Rangareddy',
    'Hyderabad',
    'Gachibowli',
    `Tower ${tower + 1}`,
    floor,
    `${floor}${String((i % 8) + 1).padStart(2, '0')}`,
    'apartment',
    2 + (i % 3),
    2,
    1100 + (i % 7) * 100,
    6_500_000 + (i % 50) * 50_000,
    facings[i % 4],
    'available',
  ])
}
await book.xlsx.writeFile(out)
