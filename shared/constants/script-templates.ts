/**
 * The built-in script templates of /scripted-content: a static list of six,
 * one per category. `script` is what the advisor reads aloud while recording; bracketed
 * placeholders are for the advisor to fill in before recording.
 */
export const SCRIPT_CATEGORIES = [
  'Portfolio Management',
  'Market Commentary',
  'Retirement Planning',
  'Tax Strategies',
  'Investment Strategies',
  'Risk Management',
] as const;
export type ScriptCategory = (typeof SCRIPT_CATEGORIES)[number];

export const SCRIPT_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type ScriptDifficulty = (typeof SCRIPT_DIFFICULTIES)[number];

export interface ScriptTemplate {
  id: string;
  title: string;
  description: string;
  category: ScriptCategory;
  /** Reading time as shown on the card, e.g. '5-7 min'. */
  estimatedTime: string;
  difficulty: ScriptDifficulty;
  tags: readonly string[];
  script: string;
}

export const SCRIPT_TEMPLATES: readonly ScriptTemplate[] = [
  {
    id: 'quarterly-portfolio-review',
    title: 'Quarterly Portfolio Review',
    description:
      "Walk a client through last quarter's performance, allocation and any changes you recommend.",
    category: 'Portfolio Management',
    estimatedTime: '5-7 min',
    difficulty: 'Intermediate',
    tags: ['Performance', 'Asset Allocation', 'Rebalancing', 'Quarterly', 'Client Review'],
    script: `Hi [Client Name], this is [Advisor Name] from [Firm Name]. Thank you for taking a few minutes to watch this. I'd like to walk you through your portfolio review for [quarter and year], so you can see exactly where things stand.

Let's start with the big picture. On screen is your account summary. Over the quarter, your portfolio returned [portfolio return], compared with [benchmark return] for [benchmark name], the benchmark we agreed reflects your goals. Your total value as of [date] was [portfolio value], which includes [contributions or withdrawals] during the period.

Now let's look at what drove those results. [Top contributing holding or asset class] helped the most this quarter, mainly because [brief reason]. On the other side, [weakest holding or asset class] held results back, largely due to [brief reason]. Short-term movements like these are normal, and we judge the portfolio over the time frame of your plan rather than one quarter.

Next, your asset allocation. Your target mix is [target allocation, e.g. 60% stocks, 35% bonds, 5% cash]. Because markets moved, you are currently at [current allocation]. That difference is [within our tolerance band / outside our tolerance band].

Based on that, my recommendation is to [rebalance by selling X and buying Y / leave the portfolio as it is]. The reason is [reason tied to the client's goals and risk tolerance]. If we rebalance in a taxable account, I'll keep an eye on the tax impact before placing any trades.

I'd also like to check whether anything has changed on your side, such as a new job, a large purchase, or a change in when you'll need this money. Any of those could change the right mix for you.

Please remember that past performance doesn't guarantee future results, and all investing involves risk, including the possible loss of principal.

If you have questions about anything you've seen, just reply to this message, or use the link below to book a call with me. Thanks again, [Client Name], and I look forward to hearing from you.`,
  },
  {
    id: 'market-update-briefing',
    title: 'Market Update Briefing',
    description:
      'Give clients a calm, plain-language summary of recent market events and what they mean for their plan.',
    category: 'Market Commentary',
    estimatedTime: '3-5 min',
    difficulty: 'Beginner',
    tags: ['Markets', 'Economy', 'Interest Rates', 'Volatility'],
    script: `Hi [Client Name], it's [Advisor Name] with [Firm Name]. Markets have been in the news lately, so I wanted to share a short update on what's been happening and how I'm thinking about it for your plan.

First, what happened. Over the past [time period], [index name] moved [index change], mostly in response to [main event, e.g. an interest rate decision, inflation data, or earnings reports]. You can see that movement on the chart on screen. Bond markets [brief description of bond market moves], and [other notable area, e.g. energy or international stocks] [brief description].

Second, why it happened. In simple terms, [plain-language explanation of the cause]. Markets often react quickly to news like this, and those first reactions can reverse just as quickly once more information comes in.

Third, what it means for you. Your portfolio was built around [client goal, e.g. retirement in 2035] and your comfort with risk, not around any single month in the markets. Because you hold a diversified mix of [asset classes], no one event should decide your long-term outcome. As of [date], your allocation remains [within / close to] its target.

So what am I doing? Right now, I'm [monitoring the situation / rebalancing where it makes sense / looking for tax-loss harvesting opportunities]. I'm not recommending any major changes at this time, because reacting to short-term headlines has historically been one of the most common ways investors hurt their own results.

That said, I know volatility can feel uncomfortable. If these moves have changed how you feel about risk, or if your cash needs have changed, that's exactly the kind of thing I want to hear about.

As always, past performance doesn't guarantee future results, and this update is general information rather than a recommendation to buy or sell any particular security.

If you'd like to talk it through, reply to this message or book a time on my calendar using the link below. Thanks for watching, [Client Name].`,
  },
  {
    id: 'retirement-planning-basics',
    title: 'Retirement Planning Basics',
    description:
      'Explain the building blocks of a retirement plan: savings rate, time horizon, income sources and withdrawals.',
    category: 'Retirement Planning',
    estimatedTime: '6-8 min',
    difficulty: 'Beginner',
    tags: ['Retirement', 'Savings', 'Social Security', '401(k)', 'IRA', 'Income Planning'],
    script: `Hi [Client Name], this is [Advisor Name] from [Firm Name]. You mentioned you'd like to understand how retirement planning works, so I've put together a short walkthrough of the basics and where you stand today.

Let's begin with your goal. You've told me you'd like to retire at around [target retirement age], with an annual income of about [desired retirement income] in today's dollars. That's our starting point, and we can adjust it at any time.

Next, time horizon. That gives us roughly [number of years] years to save and invest. The longer the horizon, the more time your savings have to grow, and the more time you have to recover from market declines along the way.

Now, your savings. On screen you can see your current retirement accounts: [401(k) balance], [IRA balance], and [other accounts]. You're currently saving about [savings rate or amount] per year. If your employer offers a match, we want to make sure you're contributing at least enough to receive the full match, since that's part of your pay.

Then there are your income sources in retirement. These typically include Social Security, which for you is estimated at [estimated Social Security benefit] starting at age [claiming age], any pension, and withdrawals from your savings. The gap between your expected income and your spending is what your investments need to cover.

Finally, withdrawals. A sustainable withdrawal rate depends on your spending, your investment mix, and how long your retirement lasts. Our projection shows [projection summary, e.g. a reasonable likelihood of meeting your goal]. These projections are based on assumptions, and actual results will vary. Past performance doesn't guarantee future results.

A few things you can do now: [action item one, e.g. increase your contribution by 1%], [action item two], and [action item three].

If you'd like to go through your numbers together, reply to this message or book a call using the link below. Thanks, [Client Name].`,
  },
  {
    id: 'tax-loss-harvesting-explanation',
    title: 'Tax-Loss Harvesting Explanation',
    description:
      'Show how selling investments at a loss can offset gains while keeping the portfolio on target.',
    category: 'Tax Strategies',
    estimatedTime: '4-6 min',
    difficulty: 'Advanced',
    tags: ['Taxes', 'Capital Gains', 'Wash Sale', 'Harvesting', 'Year-End Planning'],
    script: `Hi [Client Name], it's [Advisor Name] at [Firm Name]. I'd like to explain a strategy called tax-loss harvesting, and why I think it may be worth considering in your [account name] account this year.

Here's the idea in plain terms. When an investment in a taxable account is worth less than you paid for it, selling it locks in a capital loss. That loss can offset capital gains you've realized elsewhere, and if your losses exceed your gains, up to [annual ordinary income offset limit, e.g. $3,000] per year can offset ordinary income. Unused losses can generally be carried forward to future years.

Let me show you how it applies to you. On screen, you can see [holding name], which you bought for [purchase cost] and is currently worth [current value]. That's an unrealized loss of about [loss amount]. So far this year you've realized roughly [realized gains] in gains.

The plan would be to sell [holding name] and immediately buy [replacement investment], which is similar but not substantially identical. That keeps your portfolio invested and close to its target allocation, so you're not sitting in cash waiting for the market.

There's one important rule to know: the wash-sale rule. If you buy the same or a substantially identical security within 30 days before or after the sale, in any of your accounts, including an IRA or a spouse's account, the loss can be disallowed. So please let me know before making any trades on your own during that window.

A few caveats. Harvesting a loss lowers your cost basis, which can mean a larger taxable gain later. The benefit depends on your tax bracket and your plans for the investment. I'm not a tax advisor, so I'd recommend we confirm this with [CPA name or your tax professional] before acting.

If you'd like to move forward, or just have questions, reply to this message or book a short call using the link below. Thanks, [Client Name].`,
  },
  {
    id: 'esg-investment-overview',
    title: 'ESG Investment Overview',
    description:
      'Introduce environmental, social and governance investing and how it could fit within a client portfolio.',
    category: 'Investment Strategies',
    estimatedTime: '5-7 min',
    difficulty: 'Intermediate',
    tags: ['ESG', 'Sustainable Investing', 'Values-Based'],
    script: `Hi [Client Name], this is [Advisor Name] from [Firm Name]. You asked about investing in a way that reflects your values, so I'd like to give you an overview of ESG investing and how it might fit into your portfolio.

ESG stands for environmental, social, and governance. Environmental factors include things like carbon emissions and resource use. Social factors cover how a company treats its employees, customers, and communities. Governance looks at leadership, board independence, executive pay, and shareholder rights.

There are a few common approaches. Exclusionary screening simply leaves out certain industries, such as [example industries the client mentioned]. ESG integration considers these factors alongside traditional financial analysis. And impact investing aims for a specific, measurable outcome, such as [example, e.g. renewable energy or affordable housing], in addition to a financial return.

On screen, I've put together a comparison of your current holdings and [ESG fund or portfolio name]. You can see the differences in [sector weights / ESG ratings / expense ratios]. The fees on the ESG option are [expense ratio], compared with [current expense ratio] for what you hold today.

There are some trade-offs to be aware of. ESG portfolios can be less diversified across certain sectors, which means their returns may differ from the broad market, sometimes better and sometimes worse. ESG ratings also vary between providers, so two funds with an ESG label can hold quite different companies. Past performance doesn't guarantee future results, and no approach can guarantee a particular return or impact.

My suggestion would be to [replace a portion of the portfolio, e.g. your U.S. stock allocation / start with new contributions only], so you can see how it fits while keeping your overall allocation on target.

Most importantly, I'd like to hear which issues matter most to you, so we can choose an approach that truly reflects your priorities. Please reply to this message or book a call using the link below. Thanks, [Client Name].`,
  },
  {
    id: 'risk-tolerance-assessment',
    title: 'Risk Tolerance Assessment',
    description:
      'Guide a client through how much investment risk they can afford and are comfortable taking.',
    category: 'Risk Management',
    estimatedTime: '4-6 min',
    difficulty: 'Beginner',
    tags: ['Risk Profile', 'Questionnaire', 'Volatility', 'Time Horizon'],
    script: `Hi [Client Name], it's [Advisor Name] with [Firm Name]. Before we make any changes to your investments, I'd like to revisit your risk tolerance. It's one of the most important inputs in your plan, and it's worth checking regularly.

There are two sides to risk. The first is your capacity for risk, which is how much loss your finances can absorb. That depends on your time horizon, your income, your emergency savings, and when you'll need to draw on this money. The second is your willingness to take risk, which is how you actually feel when markets fall.

On screen are the results of the questionnaire you completed on [date]. Your score places you in the [risk profile, e.g. moderate] range, which typically corresponds to a mix of about [stock and bond allocation].

To make that concrete, let's look at what it could mean in a difficult year. In a decline like [historical example, e.g. 2008 or 2022], a portfolio like yours might have dropped by roughly [historical decline percentage]. On your current balance of [portfolio value], that would be a temporary decrease of about [dollar amount]. These figures are based on historical data; past performance doesn't guarantee future results, and future declines could be larger or smaller.

So here's the question I'd like you to think about: if you saw that decline on your statement, would you be able to stay invested? If the honest answer is no, that's completely fine. It simply tells us your portfolio may need to be more conservative, and we can talk about the trade-off, which is likely lower long-term growth.

Your current portfolio is [aligned with / more aggressive than / more conservative than] your profile. My recommendation is to [keep the current mix / adjust toward X].

Please reply to this message with your thoughts, or book a call using the link below, and we'll go through it together. Thanks, [Client Name].`,
  },
];
