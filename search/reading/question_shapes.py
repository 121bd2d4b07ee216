"""The shapes of the relation a question or claim states between what is given and what is measured ("the effect
of X on Y", "X for Y", "Are X more likely to develop Y?"), tried in order by search.reading.criteria, and the reading
of what each shape's groups hold."""

from __future__ import annotations

import re
from collections.abc import Sequence

from search.judge.facets import RELATION, has_verb
from search.reading import verbs
from search.reading.name_lists import NAME_LIST
from search.reading.phrases import meaningful
from search.reading.question_words import (
    AIMED,
    EFFECTS_ON,
    FINITE,
    HARMS_NAMED,
    HOW_OFTEN,
    IN_PROCESS,
    MEASURED,
    VERDICTS,
    WHY,
)

# Tried in order; the first that fits reads the relation (`shaped`).
SHAPES = [
    re.compile(
        r"(?:^|\b)(?:the\s+)?(?:effects?|effectiveness|efficacy|impact|influence|role|benefits?)"
        rf"(?:\s+and\s+(?:[\w-]+\s+)?{HARMS_NAMED})?\s+of\s+(?P<x>.+?)"
        # "in" is followed by what is measured only as a process ("in the development of", "in preventing");
        # else by the condition or the people ("efficacy of apixaban in atrial fibrillation").
        rf"\s+(?:on|for|in(?=\s+(?:{IN_PROCESS})))\s+(?P<y>.+)$",
        re.IGNORECASE,
    ),
    EFFECTS_ON,
    # "Role of gut microbiota in obesity": what "in" follows is what is measured.
    re.compile(r"(?:^|\b)(?:the\s+)?(?:roles?|functions?)\s+of\s+(?P<x>.+?)\s+in\s+(?P<y>.+)$", re.I),
    # How a drug behaves in the body, first: "Pharmacokinetics and Associated Efficacy of Emicizumab in Humans"
    # (Donners 2021's title) is measured, not a verdict (the shape below gave no outcome).
    re.compile(
        rf"^(?:the\s+)?(?=(?:pharmacokinetics|pharmacodynamics|bioavailability|immunogenicity)\b){MEASURED}"
        r"\s+of\s+(?P<x>.+)$",
        re.I,
    ),
    # "Effectiveness of brief alcohol interventions" (its setting taken as the population before), "Safety and
    # efficacy of X in Y", Cochrane's "benefits and harms of X": what is given, and a verdict asked of it.
    re.compile(
        r"^(?:(?:the\s+)?[\w-]+\s+and\s+(?:associated\s+)?)?(?:the\s+)?(?:comparative\s+)?"
        rf"(?:effectiveness|efficacy|benefits?|harms\s+and\s+benefits)(?:\s+and\s+(?:[\w-]+\s+)?{HARMS_NAMED})?"
        r"\s+of\s+(?P<x>.+?)(?P<y>)$",
        re.I,
    ),
    # "Are children of depressed mothers at higher risk of behavioural problems?", and as a claim says it ("People who
    # smoke are at increased risk of stroke" gave "Population: People who smoke are at")
    re.compile(
        r"^(?P<x>.+?)\s+(?:(?:(?:is|are|was|were)\s+)?at|have|has)\s+(?:an?\s+)?"
        # "Are infants fed soy formula at risk of early puberty?" (topics of fragments before) too
        r"(?:(?:higher|increased|greater|lower|reduced|elevated)\s+|(?<=at\s))risks?\s+(?:of|for)\s+(?P<y>.+)$",
        re.I,
    ),
    # "Are children with asthma more likely to develop obesity?", "Women with a higher birth weight are more likely to
    # develop breast cancer" (topics of fragments before: "develop breast cancer")
    re.compile(
        r"^(?P<x>.+?)\s+(?:(?:is|are|was|were)\s+)?(?:(?:\w+\s+times|twice)\s+(?:as\s+)?)?(?:more|less|as)\s+likely\s+to\s+"
        r"(?:(?:develop|have|get|experience|suffer\s+from|die\s+(?:of|from)|be\s+diagnosed\s+with|receive|need|use|be)\s+)?"
        r"(?P<y>.+?)(?:,?\s+(?:if|when|unless|because)\s+.+)?$",  # not the condition after ("if they live in ...")
        re.I,
    ),
    # "Do patients with more than two comorbidities have higher mortality after surgery?", "Do children who take
    # stimulants have fewer side effects?"
    re.compile(
        r"^(?P<x>.+?)\s+(?:have|has)\s+(?:an?\s+)?(?:[\d.]+x\s+|\w+\s+times\s+)?"
        r"(?:higher|increased|greater|lower|reduced|better|worse|poorer|more|fewer|less|longer|shorter)\s+"
        r"(?P<y>.+)$",
        re.I,
    ),
    # "Do infants exposed to antibiotics develop asthma?", "Do smokers develop lung cancer more often?" (topics of
    # fragments before: "antibiotics develop asthma"); not a request's "we develop a method" nor "models that develop"
    re.compile(
        r"^(?!(?:we|you|i|they|to)\s)(?:(?:how\s+many|which|what\s+(?:proportion|percentage|share)\s+of)\s+)?(?P<x>.+?)(?<!\bthat)(?<!\bwho)(?<!\bwhich)(?<!\bto)(?<!\bwill)\s+(?:develop|acquire|contract)\s+"
        r"(?:(?:more|less|fewer)\s+)?(?P<y>.+?)(?:\s+(?:more|less)\s+(?:often|frequently|commonly|quickly|rapidly))?$",
        re.I,
    ),
    re.compile(r"^how (?:common|frequent|prevalent) (?:is|are)\s+(?P<x>)(?P<y>.+)$", re.IGNORECASE),
    re.compile(
        r"(?:^|\b)(?:the\s+)?(?:associations?|relationships?|links?|correlations?)\s+between\s+(?P<x>.+?)"
        r"\s+and\s+(?P<y>.+)$",
        re.IGNORECASE,
    ),
    re.compile(
        r"(?:^|\b)(?:the\s+)?(?:associations?|relationships?|links?|correlations?)\s+of\s+(?P<x>.+?)"
        r"\s+(?:with|and)\s+(?P<y>.+)$",
        re.IGNORECASE,
    ),
    re.compile(
        r"^(?P<x>.+?)\s+(?:(?:safe|well[- ]tolerated)\s+and\s+)?(?:(?:more|less)\s+)?"
        r"(?:effective\s+(?:for|in treating|against)|(?:accurate|sensitive|specific)"
        r"\s+(?:for|in|at)(?:\s+(?:detecting|diagnosing|identifying|predicting|excluding))?)\s+(?P<y>.+)$",
        re.I,
    ),
    re.compile(rf"^(?:the\s+)?{MEASURED}\s+(?:of|after|following)\s+(?P<x>.+)$", re.I),
    # "Risk of falls associated with benzodiazepine use": what is measured first, what is given after.
    re.compile(
        r"^(?P<y>(?:the\s+)?(?:risks?|incidence|odds|rates?)\s+of\s+.+?)\s+(?:associated with|linked (?:to|with)|"
        r"related to|attributable to)\s+(?P<x>.+)$",
        re.I,
    ),
    # "Do statins have a role in the prevention of venous thromboembolism?" (was "Outcome: role in the prevention ...")
    re.compile(
        r"^(?P<x>.+?)\s+(?:have|has|play)\s+(?:an?\s+|any\s+)?(?:role|place)\s+in\s+(?:the\s+)?(?:prevention|"
        r"treatment|management|prophylaxis)\s+of\s+(?P<y>.+)$",
        re.I,
    ),
    # "the risks of cannabis use for later psychosis"
    re.compile(r"^(?:the\s+)?(?:risks?|harms?|dangers?|hazards?)\s+of\s+(?P<x>.+?)\s+for\s+(?P<y>.+)$", re.I),
    # "What are the risks of opioid prescribing after dental procedures?" (topics before): its harms asked
    re.compile(r"^(?:the\s+)?(?:risks|harms|dangers|hazards)\s+of\s+(?P<x>.+?)(?P<y>)$", re.I),
    HOW_OFTEN,
    # "Vitamin D deficiency is unrelated to birth weight." (topics before; "related to" is a relation, not its negation)
    re.compile(r"^(?P<x>.+?)\s+(?:(?:is|are|was|were)\s+)?(?:unrelated|unconnected)\s+to\s+(?P<y>.+)$", re.I),
    # "the HPV vaccine against cervical cancer" (gave "Intervention: HPV vaccine against cervical cancer")
    re.compile(
        r"^(?P<x>.+?\b(?:vaccines?|vaccination|immuni[sz]ation|prophylaxis|protection))\s+against\s+(?P<y>.+)$", re.I
    ),
    # "Are oral anticoagulants underused in elderly patients?" (its people taken before): how much what is given is used
    re.compile(
        r"^(?P<x>.+?)\s+(?:(?:is|are)\s+)?(?:underused|overused|underprescribed|overprescribed|underutili[sz]ed|"
        r"overutili[sz]ed)(?P<y>)$",
        re.I,
    ),
    # "Is red wine consumption protective against coronary heart disease?" (topics before)
    re.compile(
        r"^(?P<x>.+?)\s+(?:(?:is|are)\s+)?(?:protective|an?\s+protective\s+factor)\s+(?:against|for)\s+(?P<y>.+)$",
        re.I,
    ),
    # "Which antipsychotic has the lowest risk of weight gain?" (topics before): any of them given, the harm measured
    re.compile(
        r"^(?:which|what)\s+(?P<x>[\w-]+(?:\s+[\w-]+){0,3}?)\s+(?:has|have|carries|carry)\s+the\s+(?:lowest|highest|"
        r"least|greatest|smallest|largest)\s+(?:risk|rate|incidence|odds)\s+of\s+(?P<y>.+)$",
        re.I,
    ),
    # "Is vitamin B12 deficiency common in vegetarians?" (its people taken before): how often it occurs is measured
    # (a walked search gave "Intervention: vitamin B12 deficiency common").
    re.compile(
        r"^(?P<x>)(?P<y>.+?)(?:\s+(?:is|are))?\s+(?:(?:more|less|most|least|very|increasingly)\s+)?(?:common|prevalent|"
        r"frequent|widespread|rare|uncommon|underdiagnosed)(?:\s+than\s+.+)?$",
        re.I,
    ),
    # "Barriers to cervical screening", "Adherence to inhaled corticosteroids": what is measured, whole.
    re.compile(
        r"^(?P<x>)(?:the\s+)?(?P<y>(?:(?:barriers|facilitators|enablers)\s+and\s+)?"
        r"(?:barriers|facilitators|enablers|adherence|uptake|acceptability|attitudes)\s+(?:to|of|towards)\s+.+)$",
        re.I,
    ),
    WHY,
    # what a claim says a thing is ("Suboptimal nutrition is a leading cause of premature death", "Deregulation of HAND2
    # is a crucial step in endometrial carcinogenesis", "TMEM27 is a marker for beta cells"); not a noun phrase's own
    # "binding sites of transcription factors in iPSC-lines"
    re.compile(
        r"^(?P<x>.+?)\s+(?:is|are|was|were)\s+(?:an?|the)\s+(?:(?:independent|leading|key|major|main|crucial|critical|"
        r"important|novel|potential|strong|poor|early)\s+)?(?:risk factor|predictor|cause|determinant|step|factor|"
        r"regulator|mediator|driver|contributor|marker|biomarker|trigger)s?\s+(?:for|of|in)\s+(?P<y>.+)$",
        re.I,
    ),
    re.compile(
        r"^(?P<x>.+?)\s+(?:(?:is|are|was|were)\s+)?(?:an?\s+)?(?:(?:independent\s+)?risk factor|predictor|cause|"
        r"determinant)s?\s+(?:for|of)\s+(?P<y>.+)$",
        re.I,
    ),
    AIMED,
    # "Are SGLT2 inhibitors safe?", "... effective and safe?": what is given, and a verdict asked of it rather
    # than an outcome.
    re.compile(rf"^(?P<x>.+?)\s+{VERDICTS}(?P<y>)$", re.I),
    # "What proportion of patients with atrial fibrillation receive anticoagulation?" ("Topic: proportion"): the
    # people, and what they receive
    re.compile(
        r"^(?:(?:what|which)\s+)?(?:(?:proportion|percentage|share|fraction|number)\s+of|how\s+many)\s+(?P<x>.+?)\s+"
        r"(?:receive|get|undergo|take|use|are\s+(?:given|prescribed|offered|treated\s+with))\s+(?P<y>.+)$",
        re.I,
    ),
    # When and for how long a thing is given ("How long should bisphosphonates be continued ...?", "When should
    # antiretroviral therapy be started ...?", "the optimal duration of dual antiplatelet therapy ...": topics of
    # fragments on questions written for a walk): the thing given, its timing asked of it
    re.compile(
        r"^(?:how\s+long|when)\s+should\s+(?P<x>.+?)\s+be\s+(?:continued|given|used|taken|prescribed|maintained|"
        r"started|initiated|begun|stopped|withdrawn|discontinued)(?P<y>)$",
        re.I,
    ),
    re.compile(
        r"^(?:the\s+)?(?:optimal|best|ideal|appropriate)\s+(?:duration|timing|length)\s+of\s+(?P<x>.+?)(?P<y>)$", re.I
    ),
    # "What proportion of adults with hypertension have their blood pressure controlled?" (a topic of fragments)
    re.compile(
        r"^(?:(?:what|which)\s+)?(?:proportion|percentage|share|fraction|number)\s+of\s+(?P<x>.+?)\s+(?:have|has)\s+"
        r"(?:their\s+|its\s+)?(?P<y>.+?\s+(?:controlled|treated|diagnosed|detected|vaccinated|screened))$",
        re.I,
    ),
    # "How does urban heat island intensity relate to tree canopy cover?" (topics); "How accurate are large language
    # models at answering medical licensing exam questions?" (topics): a task a method is judged at
    re.compile(r"^(?P<x>.+?)\s+(?:relates?|is\s+related|are\s+related)\s+to\s+(?P<y>.+)$", re.I),
    re.compile(
        r"^(?P<x>.+?)\s+at\s+(?P<y>(?:answering|predicting|classifying|recogni[sz]ing|translating|summari[sz]ing|"
        r"generating|segmenting|forecasting|ranking|retrieving)\s+.+)$",
        re.I,
    ),
    # "What are the long-term outcomes of robotic versus laparoscopic surgery?", "the effects of X in Y": what is
    # given (topics before, "outcomes of robotic" among them); last, as any shape above reads them better. The
    # singular too: "Effect of intensive blood pressure lowering in patients aged 75 years or older" gave "Topic:
    # Effect of intensive" on a walked search, "Effect of exercise training in older adults" "Intervention: Effect
    # of exercise training".
    re.compile(r"^(?:the\s+)?(?P<y>(?:long|short)-term\s+(?:[\w-]+\s+)?outcomes)\s+of\s+(?P<x>.+)$", re.I),
    # "What are the long-term effects of concussion in professional football players?" (topics before): what is given
    re.compile(r"^(?:the\s+)?(?:long|short)-term\s+(?:effects|consequences|sequelae)\s+of\s+(?P<x>.+?)(?P<y>)$", re.I),
    # "HPV vaccine effectiveness against cervical cancer" (topics before): what is given, what it is against
    re.compile(r"^(?P<x>.+?)\s+(?:effectiveness|efficacy)\s+(?:against|for|in\s+preventing)\s+(?P<y>.+)$", re.I),
    # "lung cancer screening with low-dose CT" (topics before): the test given, the condition screened for
    re.compile(r"^(?P<y>.+?)\s+screening\s+(?:with|using|by)\s+(?P<x>.+)$", re.I),
    # "Is vaping a gateway to smoking in adolescents?" (topics before)
    re.compile(r"^(?P<x>.+?)\s+(?:(?:is|are)\s+)?an?\s+gateway\s+(?:drug\s+)?(?:to|for|into)\s+(?P<y>.+)$", re.I),
    # "What is the prognostic value of troponin in patients with sepsis?" (topics before): the marker is given
    re.compile(
        r"^(?:the\s+)?(?:prognostic|predictive|diagnostic)\s+(?:value|role|accuracy)\s+of\s+(?P<x>.+?)(?P<y>)$", re.I
    ),
    # "What are the health effects of living near wind turbines?" (topics before): the kind of effects is measured
    re.compile(
        r"^(?:the\s+)?(?P<y>(?:(?:long|short)-term\s+)?(?:health|adverse|cardiovascular|metabolic|respiratory|"
        r"neurological|cognitive|psychological|mental\s+health|developmental|environmental|economic)\s+"
        r"(?:effects?|impacts?|consequences))\s+"
        r"of\s+(?P<x>.+)$",
        re.I,
    ),
    re.compile(r"^(?:the\s+)?(?:effects?|outcomes)\s+of\s+(?P<x>.+?)(?P<y>)$", re.I),
]
# The last shape tried, after the relation verbs: "antibiotics for acute otitis media" (the title of
# most systematic reviews); a population "for" names was taken before.
FOR = re.compile(rf"^(?P<x>[^,;]+?|{NAME_LIST.pattern})\s+for\s+(?P<y>[^,;]+|{NAME_LIST.pattern})$", re.IGNORECASE)
# Drugs named by no class ("drugs for ADHD"): what is given is then the drugs for the condition, not any drug.
DRUGS_ALONE = re.compile(
    r"(?:the\s+)?(?:drugs?|medications?|medicines?|pharmacotherap(?:y|ies)|"
    r"(?:pharmacological|drug|medical)\s+(?:treatments?|therap(?:y|ies)|interventions?))",
    re.IGNORECASE,
)

# How what is given is given, after the condition it is for ("cognitive behavioural therapy for insomnia delivered
# online"): part of what is given.
_DELIVERED = re.compile(
    r"\s+(?P<how>(?:delivered|administered|provided|given|offered)\s+(?:online|remotely|by|via|through|over|as|in|at)\b.*)$",
    re.IGNORECASE,
)

# The shapes a claim's verb can run through ("treatment of X increases Y", "incidence of X
# increased"): a relation verb in what they measure leaves the relation to the verb.
CLAIM_PRONE = (AIMED, FOR, HOW_OFTEN, WHY)
# The shapes whose "for" follows what is given as a short noun phrase ("statins for", not "X acts as
# a receptor for").
GIVEN_FOR = (AIMED, FOR)
# The shapes whose given side is a short phrase with no verb.
SHORT_GIVEN = (*GIVEN_FOR, EFFECTS_ON)


# A relation verb's word used as a noun at a phrase's end or before a preposition ("for hypertension control",
# "glycaemic control in diabetes"): no relation of a claim.
_NOUN_USE = re.compile(
    r"\b(?:control|limit|harm|benefit|damage|delay|block|trigger|boost|shape|drive|influence)s?"
    r"(?=\s*$|\s+(?:in|of|for|among|with|after|during|at)\b)",
    re.IGNORECASE,
)
_RELATIVE_VERB = re.compile(r"\bwho\s+(?:have|has|had|are|is|were|was|do|does|did)\b", re.IGNORECASE)


def shaped(text: str, shapes: Sequence[re.Pattern]) -> tuple[str, str] | None:
    """(given, measured) by the first shape that fits. A claim is not a question: what is measured
    ends at a claim's verb ("the effect of X on Y is small"), a relation verb in it leaves the
    relation to the verb ("treatment of X increases Y"), and what "for" follows is a short noun
    phrase ("statins for", not "X acts as a receptor for")."""
    for shape in shapes:
        match = shape.search(text)
        if not match or (shape in CLAIM_PRONE and RELATION.search(_NOUN_USE.sub("", match.group("y")))):
            continue
        measured = FINITE.split(match.group("y"), maxsplit=1)[0]
        given = re.sub(
            r"\s+(?:is|are|be|being)\s+(?:used|given|prescribed|offered|recommended|administered)$",
            "",
            match.group("x"),
            flags=re.IGNORECASE,
        )
        long_or_clause = len(given.split()) > 5 or has_verb(given)
        # a relative clause's verb is the people's, not a claim's ("children who have asthma are more likely to ...")
        if FINITE.search(_RELATIVE_VERB.sub("", given)) or (shape in SHORT_GIVEN and long_or_clause):
            continue
        delivered = _DELIVERED.search(measured) if shape in GIVEN_FOR else None
        if delivered:  # "therapy for insomnia delivered online": how the therapy is given, not the insomnia
            given, measured = f"{given} {delivered['how']}", measured[: delivered.start()]
        after = text[match.end("x") :].lstrip().lower()
        if after.startswith("for ") and DRUGS_ALONE.fullmatch(given.strip()):
            given = f"{given} for {measured}"  # "drugs for ADHD": the drugs given for it, not any drug
        if meaningful(measured) or (not match.group("y") and meaningful(given)):
            return (given if meaningful(given) else ""), measured
    return None


# "(the) treatment of P with X" opening a question or a title: the people or condition treated before what they are
# treated with ("What is the best treatment of depression with psychosis?" names a condition, and is not read so).
_TREATMENT_OF = re.compile(
    r"^(?P<aux>(?:does|do|did|can|could|will|would|should|is|are)\s+)?(?:the\s+)?(?:treatment|management)\s+of\s+",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(r"\s*[,;:?.]")
_PEOPLE_IN = re.compile(r"\s+(?:in|among)\s+")


def as_given_for(text: str) -> str:
    """ "Does treatment of hypertension with ACE inhibitors reduce mortality?" as "Does ACE inhibitors in hypertension
    reduce mortality?", and the title "Management of type 2 diabetes with metformin" as "metformin for type 2
    diabetes", which the shapes read (was "Intervention: treatment of hypertension with ACE inhibitors", and
    "Population: patients with sepsis with early antibiotics improve survival" where the people came first). What is
    given follows the last "with" before the relation's verb; the text as it is where there is none."""
    lead = _TREATMENT_OF.search(text)
    if not lead:  # most questions: nothing to read again
        return text
    rest = text[lead.end() :]
    end, last = _clause_end(rest), len(rest.rstrip(" .?!"))  # the closing mark ends no clause
    treated, with_, given = (part.strip() for part in rest[:end].rpartition(" with "))
    # a claim whose verb no list knows ("... with co-IR blockade precipitates adverse events") is left as it is
    unread = end >= last and len(given.split()) > 4
    if not with_ or unread or given.lower().startswith("or without") or not (meaningful(treated) and meaningful(given)):
        return text
    inside = _PEOPLE_IN.search(given)  # "SSRIs in adolescents": "SSRIs for depression in adolescents"
    people, given = (given[inside.start() :].strip(), given[: inside.start()]) if inside else ("", given)
    after = rest[end:].strip()
    # before the relation's verb the condition is where it is given ("ACE inhibitors in hypertension reduce ..."); a
    # title's is what it is given for, as "Metformin for type 2 diabetes" reads
    joined = "in" if after and not _CLAUSE_END.match(after) and not people else "for"
    return " ".join(part for part in ((lead["aux"] or "").strip(), given, joined, treated, people, after) if part)


def _clause_end(text: str) -> int:
    """Where the clause's verb or punctuation first comes, or the text's length."""
    found = [match.start() for match in (_CLAUSE_END.search(text), RELATION.search(text), FINITE.search(text)) if match]
    return min([*found, verbs.first_present(text) or len(text)])
