"""Counting the results a record reports, on real abstracts: SYNERGY's records (OpenAlex, CC0;
excerpts of the abstracts in ../shared/datasets/synergy, ids as OpenAlex gives them)."""

from __future__ import annotations

from screening.findings import reported_results

# W2113264115, included in Nelson 2002: a randomised trial.
TRIAL = (
    "Either 0.625 mg of conjugated equine estrogens plus 2.5 mg of medroxyprogesterone acetate in 1 tablet daily "
    "(n = 1380) or a placebo of identical appearance (n = 1383). Follow-up averaged 4.1 years; 82% of those assigned "
    "to hormone treatment were taking it at the end of 1 year, and 75% at the end of 3 years."
)
# W3128662777, included in Meijboom 2021: a retrospective cohort.
COHORT = (
    "A total of 758 patients with IBD were identified. Reverse switching was observed in 75 patients (9.9%). "
    "Patients with reverse switching were predominantly female (70.7%)."
)
# W2596931952, excluded from Meijboom 2021: a narrative review, with years and counts but no results.
REVIEW = (
    "Biosimilar TNF inhibitors have been available in South Korea and the EU since 2012 and 2013, respectively, "
    "and the first biosimilar infliximab was introduced to the clinic in the United States in November 2016. Five "
    "TNF inhibitor biosimilars have now been approved. Over the last 18 months, published results of randomized "
    "clinical trials (RCTs) have shown equivalent efficacy. We review the results of RCTs."
)


def test_sample_sizes_percentages_p_values_and_intervals_count_and_years_doses_and_counts_do_not():
    assert list(reported_results([TRIAL, COHORT, REVIEW])) == [4, 2, 0]
    stats = "hazard ratio 0.71 (95% CI, 0.60-0.84; P<.001); 99 % confidence interval; p = 0.03; P ≤ .05"
    assert reported_results([stats])[0] == 5  # the interval's bounds and the ratio itself are not counted
