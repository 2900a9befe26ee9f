/**
 * What the benchmark's recordings say: the kind of talk an advisor records for clients. Numbers
 * are written as words because espeak-ng reads digits aloud while whisper writes them as
 * digits, and the word error rate should count mishearings, not spelling.
 */
export const FINANCIAL_PARAGRAPHS = [
  'Good morning. This is a quick review of your retirement portfolio. Stocks rose this quarter, ' +
    'bonds held steady, and your cash reserve still covers six months of household expenses.',
  'Interest rates have started to come down, which matters for the bonds you hold. When rates ' +
    'fall, the price of an existing bond tends to rise, so the income part of your portfolio ' +
    'gained a little value as well as paying its regular interest.',
  'I would like to talk about rebalancing. Because shares did well, they now make up more of ' +
    'your savings than we agreed. Selling a small part and buying bonds brings the mix back to ' +
    'the level of risk you told me you are comfortable with.',
  'Please remember the annual allowance for your pension contributions. If you have spare ' +
    'income before the end of the tax year, paying it into your pension reduces the tax you ' +
    'owe and keeps more of your money working for your future.',
  'Inflation has eased, but prices are still higher than they were a few years ago. That is ' +
    'why we keep part of your money in investments that can grow faster than the cost of ' +
    'living, rather than leaving everything in a savings account.',
  'Finally, let us plan a meeting next month to look at your estate plan and the beneficiaries ' +
    'on your accounts. Call the office or reply to this message if you have any questions. ' +
    'Thank you, and have a good week.',
];
