"""The words by which research questions name their parts, for search.reading.criteria: the labels of
a labelled question, the nouns that name people, the designs asked for and left out, and the patterns the shapes of
a relation are built of (search.reading.question_shapes)."""

from __future__ import annotations

import re

from search.reading.studies_asked import STUDY_VERB

KINDS = {
    "p": "population",
    "population": "population",
    "patients": "population",
    "patient": "population",
    "participants": "population",
    "i": "intervention",
    "intervention": "intervention",
    "interventions": "intervention",
    "exposure": "intervention",
    "e": "intervention",
    "c": "comparator",
    "comparator": "comparator",
    "comparison": "comparator",
    "control": "comparator",
    "o": "outcome",
    "outcome": "outcome",
    "outcomes": "outcome",
    "s": "study type",
    "study design": "study type",
    "study type": "study type",
    "design": "study type",
}
LABEL = re.compile(rf"(?:^|(?<=[\s.;,]))({'|'.join(sorted(KINDS, key=len, reverse=True))})\s*:", re.IGNORECASE)
POPULATION_NOUN = re.compile(
    r"\b(?:patients|people|persons|individuals|subjects|participants|volunteers|adults|children|schoolchildren|"
    r"infants|newborns|neonates|adolescents|teenagers|youths?|students|men|women|mothers|girls|boys|elderly|"
    r"smokers|athletes|workers|employees|nurses|physicians|doctors|veterans|residents|survivors|inpatients|"
    r"outpatients|populations?|cohorts?|mice|rats|rodents|animals|pregnancies|pregnant|passengers|travellers|travelers|"
    r"users|carers|caregivers|parents|families|drivers|prisoners|refugees|migrants|professionals|practitioners|"
    r"clinicians|pharmacists|midwives|staff|offspring|pupils|countries|settings|households|toddlers|preschoolers|"
    r"farmers|miners|soldiers|firefighters|military personnel|communities|donors|recipients|twins|vegetarians|"
    # ("Does mentoring improve retention of new teachers?" gave "Outcome: retention of new teachers")
    r"teachers|offenders|dwellers|undergraduates|"
    # ("Prevalence of vitamin B12 deficiency in vegans" gave "Outcome: vitamin B12 deficiency in vegans", walked)
    r"vegans|omnivores|readers|learners|sleepers|drinkers|gamblers|runners|swimmers|cyclists|"
    # Settings stand for the people in them ("in primary care", "in nursing homes").
    r"primary care|general practice|nursing homes?|care homes?|intensive care units?|emergency departments?|"
    r"hospitals|clinics|schools|prisons|"
    # And places ("in sub-Saharan Africa", "in rural areas").
    r"africa|asia|europe|latin america|north america|south america|the middle east|oceania|the caribbean|"
    r"rural areas|urban areas)\b",
    re.IGNORECASE,
)
# An animal model stands for its animals after "in" ("in animal models of depression", "in a mouse model of colitis").
ANIMAL_MODEL = re.compile(r"\b(?:animal|rodent|mouse|murine|rat|primate) models?\b", re.IGNORECASE)
ORDER = ("intervention", "outcome", "population", "comparator", "study type", "published")
# Words a criterion may not consist of: units, and nouns every question uses.
GENERIC = frozenset(
    "years year months weeks days aged age people patients participants subjects individuals persons "
    "effect effects impact role evidence studies study trials trial outcome outcomes risk level levels use "
    "mg kg ml dose doses million billion thousand hundred percent specifically factors factor predictors "
    "determinants interventions treatments similar different comparable same works exposure exposures".split()
)
STOP = frozenset(
    "a an the of in on at to for from by with and or not no is are was were be been does do did can could should "
    "would may might will there any some what which whether how than more less most among you we us i me it "
    "they them".split()
)
# How a thing is given, which "X or Y supplementation" says once for both alternatives.
GIVEN_AS = re.compile(
    r"\s(supplementation|supplements?|therapy|therapies|treatment|use|intake|consumption|injections?|infusions?)$",
    re.IGNORECASE,
)
# Where a population ends: a relative clause belongs to it ("people who inject drugs").
POPULATION_END = re.compile(
    r"\s*[,;?.:!]\s*|\s+(?=(?:compared|versus|vs\.?|does|do|did|is|are|was|were|whether)\b)|"
    # "than", not an age's ("adults older than 65")
    r"(?<!\bolder)(?<!\byounger)\s+(?=than\b)|"
    # "weight-loss interventions in primary care lead to sustained weight loss" ("Population: primary care lead")
    r"\s+(?=(?:leads?|led|results?|resulted|contributes?|translates?)\s+(?:to|in|into)\b)|"
    # "Which studies in nursing homes report falls?" ("Population: nursing homes report falls"); not "who reported"
    rf"(?<!\bwho)(?<!\bthat)\s+(?=(?:have\s+)?{STUDY_VERB}\s+\w)",
    re.IGNORECASE,
)
# The note ends at punctuation, or at the question's verb or comparison where none comes between ("Does vitamin D with
# or without calcium reduce fractures compared with placebo?" gave "Comparator: with or without calcium reduce
# fractures compared with placebo", and no outcome).
WITH_OR_WITHOUT = re.compile(
    r",?\s*\bwith or without\s+([^,;?.]+?)(?=\s*[,;?.]|$|\s+(?:compared|versus|vs\.?|than|for|in|among|"
    r"(?:reduces?|increases?|improves?|prevents?|lowers?|decreases?|affects?|causes?|leads?\s+to|results?\s+in|shortens?|prolongs?|"
    r"protects?|relieves?|delays?|slows?|changes?|alters?)\b))",
    re.IGNORECASE,
)
# How the analysis is to be adjusted, no part of what is measured ("Is sedentary behaviour associated with all-cause
# mortality independent of physical activity?" gave "Outcome: all-cause mortality independent of physical activity").
ADJUSTED_FOR = re.compile(
    r",?\s*\b(?:(?:when|while)\s+)?(?:independent(?:ly)? of|after adjust(?:ment|ing) for|adjust(?:ed|ing) for|"
    r"controlling for)\s+"
    r"[^,;?.]+?(?=\s*[,;?.]|$)",
    re.IGNORECASE,
)
# Not a quantity ("more than 50%", "more than two").
_NOT_A_QUANTITY = (
    r"(?!\s+(?:\d|a |an |one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|"
    r"hundred|half|twice|once))"
)
COMPARATOR = re.compile(
    r"\b(?:compared? (?:with|to)|in comparison (?:with|to)|versus|vs\.?|better than|"
    r"(?:(?<=effective )|(?<=accurate )|(?<=sensitive )|(?<=specific ))than|"
    # "predict sepsis earlier than clinical scores": how soon, no part of what is measured
    r"(?:earlier|sooner|faster)\s+than|"
    r"as (?:effective|safe|accurate|good|efficacious) as|"
    # "improve VO2max more than moderate training", not a quantity ("more than 50%", "more than two")
    rf"(?:more|less) than{_NOT_A_QUANTITY}|"
    # "cause more cough than angiotensin receptor blockers": what is compared stays ("between"), the rest compares
    r"\b(?:more|less|fewer|greater|higher|lower|better|worse)\s+(?P<between>(?:[\w-]+\s+){1,4}?)than"
    rf"{_NOT_A_QUANTITY}|"
    # "have the same immunogenicity as the originator": what is compared stays, the rest compares
    r"\b(?:the\s+)?same\s+(?P<same>(?:[\w-]+\s+){1,3}?)as|"
    r"rather than)\s+",
    re.IGNORECASE,
)
LIFE_STAGE = re.compile(
    r"\s*\b(?:during|in)\s+(?P<stage>pregnancy|lactation|infancy|early childhood|childhood|adolescence|menopause|"
    r"adulthood)"
    r"(?=\s*(?:[,;?.:!]|$)|\s+(?:increases?|reduces?|lowers?|raises?|affects?|improves?|prevents?|causes?|leads?|"
    r"is|are|associated|linked|related|and|or|compared|versus|for|on|"
    r"an?\s+(?:(?:independent\s+)?risk\s+factor|cause|predictor|determinant))\b)",  # "X in adolescence a risk factor"
    re.IGNORECASE,
)
IN_PROCESS = (
    r"(?:the\s+)?(?:development|prevention|treatment|management|progression|pathogenesis|onset|reduction|"
    r"control|risk|incidence|recovery|outcome)\b|[\w-]+ing\b"
)
# What is measured, in the words of a question about how often, why or with what harm something happens.
MEASURED = (
    r"(?P<y>(?:(?:long|short|medium)-term\s+|[\w]+-reported\s+)?(?:outcomes?|adverse (?:effects|events)|"
    r"side[- ]effects|complications|harms|safety|cost-effectiveness|costs?|"
    # how a drug behaves in the body (a walked search: "What are the pharmacokinetics of emicizumab in children ...?"
    # gave "Intervention: pharmacokinetics of emicizumab")
    r"pharmacokinetics|pharmacodynamics|bioavailability|immunogenicity)"
    # "Pharmacokinetics and Associated Efficacy of Emicizumab in Humans" (Donners 2021's title) gave no outcome
    r"(?:\s+and\s+(?:associated\s+)?(?:efficacy|effectiveness|safety|exposure|pharmacodynamics|pharmacokinetics))?)"
)
HARMS_NAMED = r"(?:safety|tolerability|harms|risks|(?:adverse|side)[- ](?:effects|events))"  # beside the effects
# What an intervention or a test is for ("statins for the primary prevention of", "MRI for detecting").
AIM = (
    r"(?:(?:the\s+)?(?:(?:primary|secondary|early)\s+)?(?:prevention|treatment|management|prophylaxis|reduction|relief|"
    r"control|diagnosis|detection|screening|exclusion|identification)\s+of|(?:preventing|treating|managing|reducing|"
    r"relieving|diagnosing|detecting|excluding|identifying|screening for|interrupting|eliminating|controlling|"
    r"lowering|improving|increasing|promoting|delaying|slowing)(?:\s+and\s+(?:preventing|treating))?|"
    r"to\s+(?:prevent|treat|manage|reduce|relieve|diagnose|detect|exclude|identify|improve|increase|promote))"
)
# A test's accuracy asked: what it is measured against is the target condition, whatever it is done for ("the
# diagnostic accuracy of faecal occult blood testing for colorectal cancer screening" gave "Outcome: colorectal cancer
# screening" on a walked search).
ACCURACY_ASKED = re.compile(
    r"\b(?:diagnostic\s+)?(?:accuracy|sensitivity and specificity)\b|\bhow\s+(?:accurate|sensitive)\b|"
    r"\b(?:accurate|sensitive)\s+(?:for|in|at)\b",
    re.IGNORECASE,
)
TARGET_PURPOSE = re.compile(r"\s+(?:screening|detection|diagnosis|surveillance)$", re.IGNORECASE)
# What is measured after a change of treatment, which is what is given: "Do patients with inflammatory bowel disease
# lose response after switching from infliximab to CT-P13?" gave "Outcome: response after switching" and no
# intervention on a walked search of Meijboom 2021's records.
AFTER_CHANGE = re.compile(
    r"^(?P<rest>.+?)\s+(?:after|following)\s+(?P<change>(?:switching|starting|stopping|initiating|discontinuing|"
    r"withdrawing|tapering|beginning|(?:a|the)\s+switch|withdrawal|discontinuation|initiation)\b.+)$",
    re.IGNORECASE,
)
# Of what is measured then, with no relation of its own: the people who develop it ("women develop depression"), or
# what is found higher or to change ("mortality higher", "pain improve").
DEVELOPED_BY = re.compile(
    r"^(?P<people>.+?)\s+(?:develop|experience|have|get|suffer\s+from|report)\s+(?:more\s+|less\s+|fewer\s+)?(?P<o>.+)$",
    re.IGNORECASE,
)
FOUND_CHANGED = re.compile(
    r"^(?P<o>.+?)\s+(?:(?:is|are)\s+)?(?:higher|lower|greater|worse|better|improves?|worsens?|changes?|"
    r"increases?|decreases?|differs?|fall|rise|drop|declines?|recurs?|persists?|deteriorates?|resolves?)$",
    # "fall", not "falls": "have more falls" names an outcome
    re.IGNORECASE,
)
# "Does pain improve after knee replacement?": after any event, read only where what comes before is what is measured
# and how it changed (FOUND_CHANGED); read for every "after", 11 of the labelled questions lost their reading
# ("mortality after myocardial infarction" is an outcome with its time).
AFTER_EVENT = re.compile(r"^(?P<rest>.+?)\s+(?:after|following)\s+(?P<change>.+)$", re.IGNORECASE)
# How often, or why: what is measured alone.
HOW_OFTEN = re.compile(
    r"^(?:the\s+)?(?:(?:global|worldwide|national|regional)\s+)?(?P<x>)(?:prevalence|incidence|frequency|burden|"
    r"epidemiology|(?:long-term\s+|short-term\s+|lifetime\s+|absolute\s+)?risk|"
    # how it unfolds over time ("What are the trajectories of PTSD symptoms after trauma?")
    r"(?:latent\s+)?trajector(?:y|ies)|natural\s+history|(?:clinical\s+)?course)\s+of\s+(?P<y>.+)$",
    re.IGNORECASE,
)
WHY = re.compile(
    r"^(?:(?:which|what)\s+)?(?:the\s+)?(?:(?:risk|prognostic|predictive|protective)\s+)?(?P<x>)(?:factors|"
    r"predictors|determinants|causes)\s+(?:for|of|(?:are\s+|is\s+)?associated with|(?:that\s+)?predict(?:s|ing)?)"
    r"\s+(?P<y>.+)$",
    re.IGNORECASE,
)
# ("How effective is metformin at preventing diabetes?" gave "Intervention: metformin at")
AIMED = re.compile(rf"^(?P<x>.+?)\s+(?:(?:for|at|in)\s+)?{AIM}\s+(?P<y>.+)$", re.IGNORECASE)
# A review's title ("Tranexamic acid for reducing blood loss in ..."): what is given, "for", and its aim.
FOR_AIM = re.compile(rf"^(?P<x>.+?)\s+for\s+{AIM}\s+(?P<y>.+)$", re.IGNORECASE)
# "Caffeine's effects on sleep": what comes before is what is given, three words at most and no verb
# ("the programme demonstrates no significant impact on ..." is a claim).
EFFECTS_ON = re.compile(
    r"^(?P<x>[\w-]+(?:\s+[\w-]+){0,2}?)(?:'s|\u2019s)?\s+(?:effects?|impact|influence)\s+on\s+(?P<y>.+)$", re.I
)
VERDICT = (
    r"(?:safe|effective|ineffective|efficacious|beneficial|harmful|cost-effective|worthwhile|well[- ]tolerated|"
    r"reliable|valid|accurate)"
)
# The verdict as a question asks it of what is given: "effective", "effective and safe", "equally effective".
VERDICTS = rf"(?:equally\s+)?{VERDICT}(?:\s+(?:and|or)\s+{VERDICT})?"
# A verdict asked of what is given in a condition ("Is apixaban safe in atrial fibrillation?", "How effective
# is emicizumab prophylaxis in haemophilia A?"): the condition names the people, not what is measured.
VERDICT_IN = re.compile(
    rf"^(?:(?:is|are)\s+(?P<given>.+?)\s+{VERDICTS}|"
    rf"how\s+{VERDICT}\s+(?:is|are)\s+(?P<how_given>.+?))\s+(?P<at>in|after|following)\s+(?!{IN_PROCESS})"
    r"(?P<condition>[^,;]+)$",
    re.I,
)
# "Which is more effective for Y: A or B?": A given, B the comparator, Y measured.
WHICH_BETTER = re.compile(
    r"^which (?:is|are|works?) (?:more |most |better|safer)(?:effective|efficacious|safe)?\s*(?:for|in|at)\s+"
    r"(?P<y>[^:]+?)\s*:\s*(?P<x>.+?)\s+(?:or|versus|vs\.?)\s+(?P<c>[^?]+?)\??$",
    re.I,
)
# A bracket of examples ("drugs for ADHD (methylphenidate, amphetamines, atomoxetine)", "(e.g. statins)"), or
# examples between commas ("NSAIDs, including COX-2 inhibitors,"): read with the question, its commas cut the
# relation apart and its first word became a topic. Left out, as a list the criterion's phrase already stands
# for; an abbreviation's bracket ("(ADHD)") stays, and a chemical's ("Ptdlns(3,4)P 2"): the bracket follows a
# space and each item holds a letter. The lookahead and the possessive run keep the match linear (an item
# written as "[^(),]*[a-z][^(),]*" tried every split of each run: a minute on some 800-character inputs).
_ITEM = r"(?=[^(),]*[a-z])[^(),]*+"
_FOR_EXAMPLE = r"(?:e\.g\.,?|such as|including|for example,?)"
# A list of examples between commas holds short items, the last after "and" or "or" (", such as chronic mild
# stress, learned helplessness or olfactory bulbectomy,"): it goes whole, where the one-item pattern after it
# would stop at its first comma and leave the rest to be read as a list of what is given.
_SHORT_ITEM = r"[\w'/-]+(?:\s+[\w'/-]+){0,3}"
EXAMPLES = re.compile(
    rf"\s+\((?:(?:e\.g\.|i\.e\.|such as|including|for example)[^()]*|{_ITEM}(?:,{_ITEM})+)\)"
    rf"|,\s+{_FOR_EXAMPLE}\s+{_SHORT_ITEM}(?:,\s+{_SHORT_ITEM})*,?\s+(?:and|or)\s+{_SHORT_ITEM}(?=,)"
    rf"|,\s+{_FOR_EXAMPLE}\s+[^,;:?()]+(?=,)",
    re.I,
)
# A harm named beside the effects asked ("effectiveness and gastrointestinal harms of NSAIDs"): an outcome.
NAMED_HARMS = re.compile(r"\band\s+(?P<harm>(?!associated\b)[\w-]+\s+(?:harms|safety))\s+of\b", re.I)
# A second question after a comma, to its question mark ("..., and what are its harms? Randomised trials.").
SECOND_QUESTION = re.compile(
    r",\s+(?:and|or|but)\s+(?:how|what|which|whether|why|does|do|did|is|are|can|could)\b[^?]*(?P<mark>\??)", re.I
)
# A second question that asks for the harms is an outcome of its own: "what are its harms (breast
# cancer, stroke)", "what are the adverse effects".
HARMS_ASKED = re.compile(
    r"^,\s+(?:and|or|but)\s+(?:(?:what|which)\s+(?:are|were|is)\s+(?:its|their|the)\s+(?:main\s+)?|"
    # ("Which triptans are most effective for acute migraine, and how do they compare in adverse events?")
    r"how\s+do\s+they\s+compare\s+(?:in|on)\s+(?:terms\s+of\s+)?)"
    r"(?P<harms>(?:harms|adverse\s+(?:effects|events|outcomes)|side[- ]effects|risks|complications|safety|tolerability)"
    r"(?:\s+\([^()]+\))?)",
    re.I,
)
# The verdict left after what is given, where a relation verb or a shape cut the question after it.
# A verdict asked before what is given, and of nothing else ("How safe is aspirin?", "How reliable is self-reported
# alcohol use among adolescents?"): the lead would take the verdict, leaving a topic.
HOW_VERDICT = re.compile(rf"^how\s+{VERDICTS}\s+(?:is|are)\s+(?P<given>[^,;]+)$", re.I)
# ("The availability of safe places to study is not effective at decreasing homelessness")
VERDICT_AFTER = re.compile(rf"(?:\s+(?:is|are|was|were)(?:\s+not)?)?\s+{VERDICTS}(?:\s+(?:in|for|at|against))?$", re.I)
# What the question reports after a colon: "...: effects on quality of life".
REPORTED = re.compile(
    r"^(?P<effect>(?:the\s+)?(?:(?:effects?|impact|influence)\s+on|"
    # "Postmenopausal hormone replacement therapy: benefits and harms for the primary prevention of chronic
    # conditions" gave "Intervention: benefits and harms"
    r"(?:benefits?|harms?|risks?)(?:\s+and\s+(?:benefits?|harms?|risks?))?\s+(?:for|of|in)"
    r"(?:\s+the)?(?:\s+(?:primary|secondary))?(?:\s+prevention\s+of)?)\s+)?(?P<y>.+)$",
    re.IGNORECASE,
)
FINITE = re.compile(r"\b(?:is|are|was|were|be|been|being|has|have|had|do|does|did)\b", re.IGNORECASE)
# Two given things asked to be alike ("Are biosimilar and originator infliximab equally effective?").
EQUALLY = re.compile(rf"\bequally\s+{VERDICT}", re.I)
COMPARING = re.compile(r"(?:the\s+)?(?:comparative (?:effectiveness|efficacy|safety)|comparison)\s+of\b", re.I)
# A word that modifies a noun: hyphenated ("home-based", "low-dose") or with an adjective's ending.
MODIFIER = re.compile(
    # "minimally invasive versus open pancreatoduodenectomy" ("Intervention: minimally invasive")
    r"^[\w]+-[\w-]+$|(?:ic|al|ous|ive|ular)$|^(?:early|late|delayed|immediate|deferred|high|low|open|closed|partial|"
    r"total|living|deceased|fresh|frozen)$",  # not every "-ing" or "-ed": "training versus usual care"
    re.IGNORECASE,
)
# Examples of what a phrase names, to its end ("nudges such as reminders, feedback or defaults"): the phrase
# stands for them.
SUCH_AS = re.compile(rf"\s+{_FOR_EXAMPLE}\s+(?P<examples>.+)$", re.I)
# One lead or two in a row ("What is the diagnostic accuracy of ...").
LEAD = re.compile(
    r"^(?:(?:(?:is|are) there (?:any )?(?:evidence|studies|research)(?: (?:that|on|about|whether))?|"
    r"what is known (?:about|of)|what (?:is|are)|"
    r"(?:the\s+)?(?:evidence|research|literature)\s+(?:for|on|about|regarding)|"
    r"how (?:accurate|effective|safe|useful|beneficial|good|reliable|valid|sensitive) (?:is|are)|"
    r"(?:the\s+)?(?:diagnostic\s+)?(?:accuracy|sensitivity and specificity|sensitivity|specificity|validity|"
    r"reliability|reproducibility)\s+of|"
    # "Is it true that cracking knuckles causes arthritis?" ("Intervention: it true that cracking knuckles")
    r"is it (?:true|the case|possible) that|"
    # "Why might vegetarians have less HPV?": the question of why asks of the same relation
    r"(?:why\s+)?(?:does|do|did|is|are|was|were|can|could|will|would|should|might|how (?:does|do|did))"
    r"(?:\s+(?:we|you|I))?(?=\s))\s*)+",
    re.IGNORECASE,
)

OUTCOME_NOUN = re.compile(
    r"(?:mortality|survival|morbidity|incidence|risk|outcomes?|complications?|prognosis|natural history)\b|"
    # an event that befalls the people, named alone ("Falls in nursing homes" gave "Intervention: Falls")
    r"(?:falls|fractures|(?:hospital\s+)?readmissions?|hospitali[sz]ations?|infections|pressure\s+(?:ulcers|injuries)|"
    r"delirium|suicides?|deaths|injuries|adverse\s+(?:events|effects))$",
    re.I,
)
# What a thing is given for, after it ("... to prevent fractures", "after lumbar puncture to prevent headache").
AIMED_AT = re.compile(r"\s+to\s+(?:prevent|reduce|treat|relieve|improve|avoid|lower)\s+(?P<y>.+)$", re.IGNORECASE)
# "Is depression common after stroke?" (gave "Topic: depression common after stroke") asks how common it is after it.
COMMON_AFTER = re.compile(
    r"^(?:is|are)\s+(?P<y>[^?]+?)\s+(?:(?:more|less|very)\s+)?(?:common|prevalent|frequent)\s+"
    r"(?P<when>(?:after|following)\s+[^?]+)(?=\?)",
    re.IGNORECASE,
)
# A share of people who come to have something ("What proportion of patients with psoriasis develop psoriatic
# arthritis?"), read as "What is the incidence of psoriatic arthritis in patients with psoriasis?".
SHARE_WHO = re.compile(
    r"^(?:what|which)\s+(?:proportion|percentage|share|fraction)\s+of\s+(?P<people>[^?]+?)\s+"
    r"(?P<verb>develop|get|experience|have|suffer(?:\s+from)?|die\s+(?:of|from)|acquire)\s+(?P<y>[^?]+?)\s*(?=\?|$)",
    re.IGNORECASE,
)
# "Randomised trials comparing vitamin D with placebo for falls" ("Intervention: vitamin D with placebo"), "RCTs
# comparing robotic and laparoscopic colectomy" ("Outcome: laparoscopic colectomy"): what is compared
# (search.reading.comparatives.compared_as_of); "with" before "and" ("comparing diet and exercise with usual care").
_COMPARED_END = r"(?=\s+(?:for|in|among|on)\s|\s*[,;:?.]|$)"
COMPARED_IN_STUDIES = [
    re.compile(rf"\bcomparing\s+(?P<x>[^,;:?]+?)\s+(?:with|to|versus|vs\.?)\s+(?P<y>[^,;:?]+?){_COMPARED_END}", re.I),
    re.compile(rf"\bcomparing\s+(?P<x>[^,;:?]+?)\s+and\s+(?P<y>[^,;:?]+?){_COMPARED_END}", re.I),
]
# "Are patients with atrial fibrillation undertreated with anticoagulants in primary care?" (topics of fragments): what
# they are given too little (or too much) of, in whom; read as "Are anticoagulants underused in patients with ...",
# whose criteria hold no direction.
UNDERTREATED = re.compile(
    r"^(?:are|is)\s+(?P<people>[^?]+?)\s+(?:undertreated|under-treated|overtreated|over-treated|undertested)\s+"
    r"with\s+(?P<x>[^?]+?)(?=\s+(?:in|among|at)\s|\s*\?|$)",
    re.IGNORECASE,
)
# A verdict asked of a use ("Is it safe to use ibuprofen during pregnancy?"), read as "Is ibuprofen safe during
# pregnancy?".
VERDICT_OF_USE = re.compile(
    r"^(?P<aux>is|are|was|would)\s+it\s+(?:be\s+)?(?P<verdict>safe|effective|beneficial|advisable|worthwhile|useful)\s+"
    r"to\s+(?:use|take|give|prescribe|start|continue|add)\s+(?P<x>[^?]+?)"
    r"(?=\s+(?:during|in|for|after|before|among|at)\s|\s*\?|$)",
    re.IGNORECASE,
)
# A title of an effect ("Effect of X on Y in Z"), whose condition names the people as a question's does.
EFFECT_TITLE = re.compile(r"(?:the\s+)?(?:effects?|impact|efficacy|effectiveness)\s+of\s", re.IGNORECASE)
# A title that names what is given for what is measured ("Tranexamic acid for blood loss in knee arthroplasty").
FOR_TITLE = re.compile(r"^(?P<x>[^,;:?]+?)\s+for\s+(?!example\b|instance\b)\S", re.IGNORECASE)
# Which of what the head names is better for an outcome: "X or Y for Z: which is better for W?".
WHICH_BETTER_FOR = re.compile(
    r"(?:which|what)\s+(?:one\s+)?(?:is|are|works?)\s+(?:better|best|safer|more\s+effective)\s+(?:for|in|at)\s+"
    r"(?P<y>[^?]+?)\s*\??$",
    re.IGNORECASE,
)
# Any intervention asked for, after what it should change: "...: what interventions work?" (gave "Outcome:
# interventions work").
WHAT_WORKS = re.compile(
    r"(?:what|which)\s+(?:interventions?|strategies|approaches|treatments?|methods|programmes|programs)\s+"
    r"(?:work|help|are\s+effective)\s*\??$",
    re.IGNORECASE,
)
