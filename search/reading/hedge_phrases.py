"""The hedge cues' phrases, for search.reading.hedges: an open question, a need for more work, a limitation or a
possibility named in a clause (BioScope's hedge cues, Vincze et al. 2008, and ConText's "possible" and "hypothetical"
modifiers, Harkema et al. 2009, with the shapes the labelled pairs, search/reading/labelled/assertions.jsonl, showed
missing). The phrases are data; hedges.py decides which clause each one speaks of."""

from __future__ import annotations

import re

from search.reading.claim_phrases import MISSING_EVIDENCE, SUGGESTED

# What people do not know is unawareness, a finding ("Biosimilars are largely unknown to patients"), not an open
# question ("it is unclear to what extent" still is one).
_UNAWARE = (
    r"(?! to (?:patients|people|the public|consumers|clinicians|physicians|doctors|nurses|users|participants|parents|"
    r"women|men|most|many)\b)"
)

# A likelihood added after a comma, a clause of its own (hedges.CLAUSE): "a deamination-independent mechanism, likely
# after particle production".
LIKELY_AFTER_COMMA = r"(?:most |very )?likely (?:[a-z]+ing|after|before|through|via|by|in|at|during)\b"
# What a finding bears on, a clause of its own too, so that its subject stays reported ("These findings have broad
# implications for the future risk of cardiovascular disease", "There are also serious implications for the general
# population"; not "These regulatory pathways have implications for").
IMPLICATIONS_FOR = (
    r"(?:(?:has|have|had) |there (?:are|is|were) (?:also )?)"
    r"(?:broad |important |significant |major |potential |serious )?implications for\b"
)

# An open question, a need for more work, or a limitation, anywhere in the sentence's clause: the sentence
# names the concept without reporting it (hedge cues of the BioScope corpus, Vincze et al. 2008, and
# ConText's "possible" and "hypothetical" modifiers). One alternation, its phrases in the order tried, in four parts:
# these, claim_phrases' two families, and the rest.
_HEDGE_OPENING = (
    # ("Further clinical trials should be conducted to confirm these results")
    r"\b(?:future (?:[\w-]+ )?(?:research|studies|study|trials?|work) (?:is|are|should|must|will|could|may|needs?)|"
    r"further (?:[\w-]+ )?(?:research|studies|study|trials?|work|investigation|elucidation|characteri[sz]ation|"
    r"evaluation|exploration|examination) "
    r"(?:is|are|should|must|needs?|will|can|could|may)|"
    # a conclusion not yet drawn, and a goal set ("before concluding that Urtica dioica is effective", "recommends
    # goals for further reductions in ... stroke mortality")
    r"\bbefore (?:concluding|claiming|assuming) that\b|\b(?:goals?|targets?) for (?:further|future|additional)\b|"
    r"(?:need|needs|needed) (?:for )?(?:further|more|additional) (?:research|studies|investigation)|"
    r"(?:still )?needs? (?:further )?investigation|"
    r"(?:should|must|need to|needs to) be (?:further |more )?(?:investigated|explored|"
    r"studied|examined|assessed|evaluated|confirmed|addressed|tested|determined|validated)|"
    r"warrant(?:s|ed|ing)? (?:further|future|more|additional|close)|"
    r"(?:are|is|were|was) (?:also |still |further )?(?:needed|warranted) to|"
    # "required" asks for work only of work ("studies are required to"), not of a protein ("LMNB1 is required to")
    r"\b(?:studies|research|trials?|work|data|investigations?|information|efforts)\b(?: [\w-]+){0,3}? "
    r"(?:are|is|were|was) (?:also |still |further )?required to|"
    r"(?:are|is|were|was) (?:also |still |further )?required to (?:discuss|confirm|determine|establish|investigate|"
    r"clarify|evaluate|assess|examine|explore|validate|elucidate|address|understand|answer|define|test|verify)\b|"
    r"remains? (?:under (?:investigation|study|debate|discussion)|unclear|unknown|unresolved|unsolved|open|debatable|"
    r"controversial|"
    r"to be (?:determined|established|seen|clarified|elucidated|defined|explored|investigated|understood|confirmed|"
    r"answered|resolved|proven|tested))|"
    # ("it is yet however unknown whether savings arising from the act of purchase will still have a positive impact")
    # "It is also unclear how immune complexes are transported to follicular dendritic cells" too
    r"(?:is|are|was|were) (?:(?:still|largely|currently|widely|generally|mostly|entirely|yet|however|also) ){0,2}"
    r"(?:unclear|"
    r"unknown|"
    r"debatable|controversial|not known|not yet (?:clearly )?(?:known|defined|established|understood))"
    rf"{_UNAWARE}|"
    r"(?:little|less|not much) is known|we (?:currently |still )?lack|"
    r"(?:has|have) not (?:yet )?been (?:well |adequately |fully |conclusively |completely |clearly )?(?:established|"
    r"determined|compared|studied|understood|clarified|elucidated|explored|implicated)(?! (?:before|previously))|"
    # what is still not understood, told with "previously" ("the exact pathogenetic mechanism of PMD has not previously
    # been clarified")
    r"(?:has|have) not previously been (?:well |fully |clearly )?(?:understood|clarified|elucidated|explained)|"
    # work not done in full ("have not been fully addressed"; without the adverb, an absence: cues.POST_NEGATION)
    # ("The content and context of family practice outpatient visits have never been fully described")
    r"(?:has|have) (?:not|never) (?:yet )?been (?:well |adequately |fully |thoroughly |systematically )?(?:addressed|"
    r"evaluated|"
    r"assessed|compiled|reviewed|synthesi[sz]ed|"
    r"investigated|examined|characteri[sz]ed|described|quantified|measured|exploited)\b|"
    # ("The frequency and severity of such symptoms ... have not been well documented")
    r"(?:has|have) not been (?:well |adequately |fully |thoroughly |systematically )documented\b|"
    # what research has not yet managed ("revealing the mechanisms has been challenging", "remains elusive")
    r"(?:has|have) been (?:challenging|difficult|elusive)\b|(?:is|are|remains?) (?:still |largely )?elusive\b|"
    # ("the importance of mitochondrial RNA granules remains relatively unexplored")
    # what research has only described so far ("studies of the processes of endothelial specialization remain mostly
    # descriptive")
    r"\bremains? (?:still |largely |mostly |purely )?descriptive\b|"
    # evidence weighed and found wanting ("The epidemiological evidence that a high-fat diet promotes the development of
    # obesity is considered suggestive but not definitive")
    r"\b(?:considered|regarded as) (?:only )?(?:suggestive|inconclusive|equivocal)\b|"
    r"\bsuggestive but not (?:definitive|conclusive)\b|"
    # a hope ("We hope to provide a platform for future pharmacology ... studies with methionine depletion therapy")
    r"\bwe hope (?:to|that)\b|"
    # ("dense methylation influences nucleosome positions, likely facilitating nuclear processes")
    rf"(?<=, ){LIKELY_AFTER_COMMA}|"
    # ("The mechanism by which pioneer TFs gain access to chromatin remains an important unanswered question")
    r"\bremains? an? (?:[\w-]+ )?(?:unanswered|open|unresolved) (?:question|issue|problem)\b|"
    # ("the etiologies and mechanisms underlying symptom generation and perception are diverse and, in many cases,
    # unknown")
    r",\s*in (?:many|most|some) cases,?\s*(?:unknown|unclear)\b|"
    # what is known so far ("mechanisms underlying ... allosteric inhibition remain limited owing to a lack of
    # structural information"); not an extent ("remained limited to membranous formed bone")
    r"\bremain(?:s|ed)? (?:still |very |rather |relatively )?(?:limited|scarce|sparse)\b(?! to\b)|"
    r"(?:is|are|remains?|remained) (?:still |largely |relatively |mostly )?(?:unexplored|understudied|unexamined|"
    r"unstudied)\b|"
    # a likelihood put forward in the present ("Patients are likely to prefer agents that ..."); a finding is
    # told in the past ("were more likely to achieve pain relief")
    r"\b(?:is|are) (?:very |highly |most |thus |therefore )?(?:un)?likely to\b|"
    # a judgement told in the past ("Brain hemorrhage was unlikely to be simply a form of scurvy")
    r"\b(?:was|were) (?:very |highly )?unlikely to be\b|"
    # work asked for, or to come ("This demonstration motivates further refinement, validation, and evaluation",
    # "Randomized clinical trials of amitriptyline will require data from pilot studies")
    r"\bmotivates? (?:further|future)\b|\bwill (?:require|need)\b|"
    # a claim that wants evidence ("the claim that adding nuts to the habitual diet ... does not cause body fat
    # accumulation still needs evidence and biological plausibility")
    r"\b(?:still )?needs? (?:more |further |additional )?evidence\b|"
    # data asked for, and the authors' own task ("data are needed regarding real-world patterns of use", "we have to
    # continue to build consensus around the greatest benefits of salt reduction")
    r"\b(?:data|studies|research|information) (?:are|is) (?:also |still |urgently )?needed\b|"
    r"\bwe (?:still )?(?:have|need) to\b|"
    # a candidate put forward ("37 of unknown function, which are candidates for essential genes")
    r"\b(?:are|is|were|was) (?:potential |possible )?candidates? (?:for|as)\b|"
    # a recommendation, what will be needed, and what a finding bears on ("we strongly recommend the use of multiple
    # assays", "will be essential for future research efforts", "These findings have broad implications for the future
    # risk of cardiovascular disease")
    r"\b(?:we|I) (?:\w+ )?recommend\b|\bwill be (?:essential|important|necessary|needed|crucial|required)\b|"
    rf"\b{IMPLICATIONS_FOR}|"
    # a promise ("iPSCs hold great promise as a cell source for regenerative medicine")
    r"\b(?:holds?|held) (?:great |much |considerable |some |particular )?promise\b|"
    r"\b(?:will|would) (?:most |very )?likely\b|"
    # "Diet and lifestyle factors likely play an important role": a likelihood, told with a verb of the present
    # ("if and when mushroom extracts are effective, they more likely function as a result of improved antigen
    # presentation")
    r"\b(?:most |very |more )?likely (?:play|plays|contribute|contributes|underlie|underlies|reflect|reflects|explain|"
    r"explains|involve|involves|mediate|mediates|represent|represents|affect|affects|influence|influences|account|"
    r"accounts|depend|depends|function|functions|act|acts)\b|"
    # a cause or a link judged likely, not shown ("The probability of switching ... was likely related to physician
    # characteristics"; not "were more likely to achieve")
    r"\b(?:is|are|was|were) (?:most |very |thus |therefore )?likely "
    r"(?:related|due|caused|attributable|explained|linked|driven|mediated)\b|"
    # further work a finding is said to guide, and into what ("can help guide further research into identifying
    # environmental exposures", "This demonstration motivates further refinement, validation, and evaluation of ...";
    # not an aim's last words: "To review randomized, controlled trials of CAM therapies ... guide future research.")
    r"\b(?:guide|guides|inform|informs|direct|directs|stimulate|stimulates|motivate|motivates|prompt|prompts) "
    r"(?:further|future) (?:research|studies|work|investigations?|refinement)\b(?!\s*(?:[.;]|$))|"
    # caution asked for ("suggests the necessity to exercise caution regarding the automatic substitution")
    r"\bexercise caution\b|"
    # what has not come about yet, and work still under way ("identification of an optimal regimen has not emerged",
    # "efforts are underway to produce a drug which will have an increased half-life")
    r"(?:has|have) not (?:yet )?emerged\b|\befforts are (?:under ?way|ongoing)\b|"
    r"not been able to (?:conclusively )?establish|"
    r"\b(?:aim|purpose|objective|goal)s? of (?:this|the present) \w+ (?:is|was) to\b[^.;]*?\bwhether\b|"
    r"(?:has|have) not (?:previously |yet )?been (?:widely |generally )?(?:regarded|considered|recogni[sz]ed|described|"
    r"identified|established) as|"
    # (told in the past too: "How cells consolidate these two opposing roles was not well understood")
    r"(?:is|are|was|were) (?:still )?not (?:so |as |very |yet |fully |completely |clearly |entirely )*(?:well )?"
    r"(?:understood|defined|known|established|characteri[sz]ed|clear|elucidated|clarified)|"
    # knowledge missing, not a reason given ("The most common reason for treatment changes ... was lack of efficacy")
    r"\b(?:is|was) (?:a |an )?(?:lack|paucity|dearth|scarcity) of\b(?! (?:efficacy|effect|response|benefit)\b)|"
    r"^\s*limitations?\b|"
    r"(?:is|are|remains?) (?:(?:often|generally|usually|poorly|very|still|largely) ){0,2}(?:unclear|uncertain|unknown|"
    r"obscure)"
    rf"{_UNAWARE}|"
    r"(?:is|are|remains?) (?:still |also )?(?:poorly|incompletely) (?:understood|characteri[sz]ed|defined|known)|"
    # no conclusion drawn ("No general conclusions can be drawn concerning ...")
    r"\bno (?:\w+ )?conclusions? (?:can|could) be (?:drawn|made|reached)\b|"
    # a benefit nothing has shown ("Not one of the currently available medications has, so far, unequivocally
    # demonstrated its ability to fully prevent the occurrence of new vertebral or peripheral osteoporotic fractures")
    r"\b(?:not one|none) of the (?:[\w-]+ ){0,3}?(?:medications|drugs|treatments|therapies|agents|studies|trials)\b"
    r"[^.;]*?\b(?:has|have)\b[\w, ]{0,40}?\b(?:demonstrated|shown|proven|proved)\b|"
    r"(?:is|are|remains?) (?:very |still |currently |relatively )*(?:scarce|scant|lacking|sparse)\b|"
    # a help guessed of a whole list, the sentence's only predicate ("Retailer use of leak-proof packaging, ..., use of
    # hand sanitizers and wipes, and consumer education may also be helpful.")
    r"\b(?:may|might|could) (?:also )?(?:be|prove) (?:helpful|useful|beneficial|of benefit|valuable|advantageous)"
    r"(?=\s*[.;]?\s*$)|"
    # what is suspected and not proven, and a goal still to reach ("A genetic predisposition ... is suspected but not
    # proven", "The ultimate goal is to harness the body's own potential")
    r"\b(?:is|are|was|were|remains?) (?:suspected|presumed|unproven|not (?:yet )?proven)\b|"
    r"\b(?:ultimate|long-term|eventual|future) (?:goals?|aims?|objectives?) (?:is|are|will be|would be) to\b|"
    # a doing not yet achieved ("Generating abundant and functional autologous cells for transplantation in such a
    # setting, however, remains a significant challenge"); not what exists and stays a problem ("Obesity remains a
    # major challenge")
    r"^\s*[A-Z][a-z]+ing\b[^.;]*?\bremains? (?:a |an )?(?:[\w-]+ )?(?:challenge|hurdle|obstacle)\b|"
    # ("Monitoring cancer and aging in vivo remains experimentally challenging")
    r"^\s*[A-Z][a-z]+ing\b[^.;]*?\bremains? (?:[a-z]+ly )?(?:challenging|difficult)\b|"
    # a diagnosis suggested, not made ("The patient developed evidence suggesting coagulopathy")
    r"\bevidence suggesting\b|"
    # what is to be learnt, not yet found ("the study will provide pertinent information about clinical outcomes of
    # transition"), and a benefit not yet shown ("because the benefit on fracture risk has not been demonstrated")
    r"\bwill (?:provide|yield|give|offer|generate) (?:\w+ )?(?:information|insights?|data|evidence|knowledge) "
    r"(?:about|on|into|regarding|concerning|for)\b|"
    r"\b(?:has|have) not (?:yet )?been (?:demonstrated|proven|proved|established|confirmed)\b|"
    # a treatment put forward as sound, not tried ("The data suggest that suppression of activated pressor neurohormones
    # is a rational approach to treatment of congestive heart failure")
    r"\b(?:is|are|may be|would be|could be) an? (?:rational|reasonable|logical|promising|viable|attractive|novel) "
    r"(?:approach|strategy|option|target)\b|"
    # a call to act ("The time has come to use the evidence ... to further the development of chronobiotics")
    r"\bthe time has come to\b|"
    # what is foreseen or hoped for ("It is anticipated that further study of genes identified through this effort will
    # provide insights into ... cardiac development")
    r"\bit is (?:anticipated|expected|hoped|envisaged|envisioned|foreseen) that\b|"
    # a change foreseen, not found ("including a likely increase in the number of women diagnosed with GDM")
    r"\ba (?:likely|probable|expected|anticipated) (?:increase|decrease|rise|fall|reduction|"
    r"change|shift) (?:in|of)\b|"
    # ("Future research goals in this field include a better understanding of the division of labor among the human
    # RecQ helicases")
    r"\bfuture (?:[\w-]+ )?(?:goals?|aims?|directions?|challenges?|tasks?|priorities)\b[^.;]*?\binclude\b|"
    # ("the main question regarding placebo has been whether a given therapy has more than a placebo effect")
    r"questions? (?:[\w-]+ ){0,3}?(?:is|are|remains?|has been|was) whether|"
    r"\bquestions? remains? (?:to be answered|unanswered|open)\b|"
    # ("The question of whether menstrual disturbances are more common in vegetarian ... women is complex")
    r"\b(?:question|issue) of whether\b|"
    # what others report, not shown here ("metformin, an insulin sensitizer, reportedly has a potential anticancer
    # effect"), and what is put forward as worth doing ("using switching studies to evaluate the risk ... is of
    # interest")
    r"\breportedly\b|\b(?:is|are|would be|will be) of (?:great |particular |considerable |some )?interest\b|"
    # ("several challenges and questions remain regarding broader applicability, long-term safety")
    r"\b(?:questions|uncertaint(?:y|ies)) remains? (?:regarding|about|concerning|as to|over)\b|"
    # nobody has studied it yet: an open question ("No study has so far formally compared ...")
    # and with whom between ("No previous trial in men at usual risk has examined ...")
    r"\b(?:no|few) (?:[\w-]+ ){0,2}?(?:study|studies|trials?|data|research|one)"
    r"(?: (?:in|of|among|on|with|at|for|from) [^.;,]{1,40}?)? (?:has|have) (?:\w+ ){0,3}?"
    r"(?:compared|examined|included|investigated|studied|assessed|evaluated|reported|addressed|tested)\b|"
    r"\bthere (?:are|were|is|was) no (?:\w+ ){0,2}?(?:studies|study|trials?|research) (?:examining|investigating|"
    r"evaluating|assessing|comparing|characteri[sz]ing|describing|addressing|of|on)\b|"
    # ("A MEDLINE search ... revealed no reports associating hepatotoxicity with this agent")
    r"\bno (?:\w+ ){0,2}?reports? (?:associating|linking|relating|describing)\b|"
    # ("there are no studies in the literature about the effectiveness of adalimumab biosimilar ABP 501")
    r"\bthere (?:are|is) no (?:\w+ ){0,2}?(?:reports?|studies|trials|data|research)(?: in the literature)? "
    r"(?:about|on|of|regarding|examining|evaluating|assessing|investigating)\b|"
    # what is known of a thing said to be thin ("Characterization of the antigens of naturally acquired immunity remains
    # limited")
    r"\b(?:characteri[sz]ation|understanding|knowledge) of\b[^.;]*?\b(?:remains?|is|are) (?:still )?(?:limited|"
    r"incomplete|fragmentary|rudimentary)\b|"
    r"\bthere (?:has|have) been no (?:\w+ ){0,2}?(?:reports?|studies|study|trials?|data|research) (?:examining|"
    r"investigating|evaluating|assessing|comparing|characteri[sz]ing|describing|addressing|of|on)\b|"
    r"\bneither\b[^.;]*\bnor\b[^.;]*\b(?:is|are) (?:well )?(?:known|understood|defined|characteri[sz]ed|established)\b|"
    # a mechanism or role put forward, not shown (BioScope's "proposed to", "thought to", "believed to")
    r"(?:are|is|was|were) (?:proposed|postulated|hypothesi[sz]ed|thought|believed|presumed|suspected|felt|supposed|"
    r"purported|alleged|claimed) to|"
    # a cause put forward as likely ("the likely cause of DMPA-associated bone loss is estrogen deficiency")
    r"\bthe (?:most )?likely (?:cause|explanation|mechanism|reason)s? (?:of|for)\b|"
    # explanations given as likely ("Likely mechanisms include differences in diet")
    r"\blikely (?:causes|explanations|mechanisms|reasons) (?:include|are)\b|"
    # work in progress, not a result ("the development of local biosimilars is underway")
    r"\b(?:is|are) (?:currently |now )?(?:under ?way|in progress|in development|under development)\b|"
    # what is not ruled out, the gaps named, and what stays in dispute or unsolved ("an increased risk of ... lymphoma
    # cannot be excluded", "critical gaps in knowledge and future prospects for the roles of lncRNAs", "The main
    # controversy remains in the 'extrapolation' of indications")
    r"\b(?:cannot|can not|could not) be (?:excluded|ruled out)\b|"
    r"\b(?:gaps? in (?:our |the )?(?:current )?knowledge|future (?:prospects|directions|perspectives))\b|"
    r"\bcontrovers(?:y|ies) (?:remains?|exists?|persists?|surrounds?)\b|\bremains? (?:a )?(?:matter of )?controvers|"
    # ("the clinical significance of the glycemic index remains the subject of debate")
    r"\bremains? (?:the |a )?(?:subject|matter|topic) of (?:debate|discussion|controversy|dispute)\b|"
    # a cause offered to be weighed ("has to be considered as a possible explanation for the observed associations")
    r"\b(?:a|the) (?:possible|potential|plausible|likely|alternative) explanations? (?:for|of)\b|"
    # ("Diet composition has long been suspected to contribute to inflammatory bowel disease")
    r"(?:has|have) (?:long |increasingly |widely )?been (?:long |increasingly |widely )?(?:suspected|thought|believed|"
    r"presumed|hypothesi[sz]ed) to\b|"
    r"(?:proposed|postulated|hypothesi[sz]ed|speculated|thought|believed|presumed) to (?:be|explain|account|"
    r"underlie|mediate|play|involve|contribute|act|exist)\b|"
    # future work named with what it should do between ("Future research that investigates X is needed")
    # (an adjective or two between: "Further cross-national research with emphasis on ... is needed")
    r"\b(?:future|further|additional|more) (?:[\w-]+ ){0,2}?(?:research|studies|study|trials?|work|elucidation|"
    r"investigations?|"
    r"characteri[sz]ation|evaluation|exploration|examination)\b[^.;]*?\b(?:is|are) "
    r"(?:now |currently |still |urgently |deemed |considered )?(?:needed|warranted|required|underway|ongoing|"
    r"taking place|discussed|essential|necessary)\b|"
    # "Whether X ... remains open", not "Whether X ... was investigated by examining ..."
    r"\b(?:wanted|wished|aimed|sought) to (?:study|examine|investigate|determine|assess|explore|test) "
    r"(?:how|whether|if)\b|"
    r"\b(?:evaluated?|determined?|investigated?|examined?|assess(?:ed)?|test(?:ed)?|ascertain(?:ed)?|asked|explored?|"
    r"considered|consider|considering|"
    r"analy[sz]ed?|to see|establish(?:ed)?|clarify|clarifying|determining|investigating|examining|assessing|testing|"
    r"exploring|evaluating|judging|deciding|confirming|verifying) "
    r"(?:whether|if)\b|"
    # ("it is imperative that information on ... virulence ... is further investigated")
    r"\b(?:is|are|be) further (?:investigated|studied|explored|examined|evaluated|characteri[sz]ed)\b|"
    r"\b(?:deserves?|merits?|warrants?|requires?) (?:further|more|additional) (?:study|studies|investigation|research|"
    r"work|evaluation|trials)\b|"
    # future work a finding calls for ("Our findings support the further study of caffeine modification")
    r"\b(?:support|warrant|justify|encourage|call for)(?:s|ed)? (?:the )?(?:further|future) (?:study|studies|"
    r"research|investigation|evaluation|trials?)\b|"
    # a recommendation for work to come ("consideration should be given to establishing end points that ...",
    # "Our results highlight the need for vaccine strategies that ...")
    r"\b(?:consideration|attention|priority) should be (?:given|paid) to\b|"
    # more of what is known asked for ("the need for further information and education to health professionals ...
    # is highlighted"); not a need of care measured ("the need for further surgery")
    r"\bneed for (?:further|more|additional|better) (?:information|education|training|guidance|evidence|data|"
    r"awareness|research|studies|investigation|work)\b|"
    r"\b(?:highlights?|underscores?|emphasi[sz]es?|underlines?|shows?|suggests?|indicates?|there is|there remains) "
    r"(?:an? |the )?(?:urgent |clear |pressing |critical |great |unmet )?need (?:for|to|of)\b|"
    # ("A potential benefit of w-3 PUFA intake on total mental disorders is suggested", BioScope's "is suggested")
    r"\b(?:is|are) suggested\b(?! (?:by|for|in|as)\b)|"
    # work not yet done in full ("is complex and not well studied"; "not studied" alone is an absence)
    r"\bnot (?:yet )?(?:well|adequately|fully|thoroughly|extensively) (?:studied|investigated|explored|researched)\b|"
    r"(?:has|have) been (?:unclear|uncertain|controversial|debated|disputed|questioned)|"
    r"(?:has been|have been|was|were|is|are) (?:postulated|hypothesi[sz]ed|proposed|suggested|speculated) that|"
    # what was long thought ("It has traditionally been thought that the pathophysiological cause of heart failure")
    r"(?:has|have) (?:traditionally |long |generally |often |widely )?been (?:thought|believed|assumed) that|"
    # a hypothesis unproven, a cause not always found ("this hypothesis remains largely unproven", "the exact etiology
    # is not always identifiable")
    r"\b(?:remains?|is|are) (?:still |largely |as yet )?(?:unproven|untested|uncharted|unexplored)\b|"
    # findings that disagree ("Differences in tissue n-3 PUFA compositions ... were also inconsistent")
    r"\b(?:were|was|are|is|remain|remains) (?:also |largely |still |highly )?"
    r"(?:inconsistent|conflicting|contradictory)\b|"
    r"\b(?:is|are) not always (?:identifiable|clear|known|apparent|evident|understood)\b|"
    r"(?:has|have) been (?:postulated|hypothesi[sz]ed|proposed|suggested) (?:as|to)\b|"
    r"(?:is|are|was|were) (?:not )?expected to|(?:is|are|was|were) not expected\b|\bno consensus\b|"
    # ("does not seem to be widely endorsed" is hedged too; "does not seem to reduce" and "did not seem to be affected"
    # are findings of no effect, search.reading.no_effect_cues)
    r"\bnot (?:appear|seem) to be (?!affected\b|altered\b|changed\b|different\b|related\b|associated\b|correlated\b|"
    r"linked\b)[\w-]+|"
    # a present "appears to" hedges whatever it says ("Quinine sulfate also appears to offer safe and effective symptom
    # management", "All four appear to provide some benefits"); a past one may tell what was seen ("appeared to localize
    # to the inner membrane")
    r"\b(?<!not )(?:appears?|seems?) to [a-z]+\b|"
    # and with an adjective ("Behavioral and pharmacological therapies each appear modestly effective")
    r"\b(?<!not )(?:appears?|seems?) (?:\w+ly )?(?:effective|beneficial|safe|useful|promising|efficacious|helpful|"
    r"important|necessary|ineffective|feasible)\b|"
    # (not a finding of no effect put modestly, "appeared to have no impact on": no_effect_cues)
    r"\b(?<!not )(?:appears?|seems?|appeared|seemed) to (?:be|have(?! (?:no|little or no)\b)|play|contribute|involve|"
    r"reflect|converge|act|affect|"
    r"depend|differ|increase|decrease|reduce|improve|protect|influence|mediate|occur|exist|account)\b|"
    # the authors' own proposal, and what is disputed ("I propose that", "controversies as to whether")
    r"\b(?:I|we) (?:now |further |therefore )?(?:propose|hypothesi[sz]e|speculate|postulate) that\b|"
    # ("our hypothesis for the mechanism of nAChR-mediated survival signal transduction is that ...")
    r"\bour (?:working )?(?:hypothesis|proposal|speculation)\b[^.;]{0,120}?\bis that\b|"
    # ("we have recently proposed that the Warburg effect in cancer cells may be due to ...")
    r"\bwe (?:have )?(?:recently |previously )?proposed that\b|"
    # ("several problems remain for this approach to be therapeutically relevant due to drawbacks")
    r"\b(?:problems|challenges|obstacles|hurdles|limitations) remain\b|"
    # work asked for, and a use put forward ("The team also call for further analysis of prescriptions given by
    # out-of-hours clinics", "This novel information has the potential application in evolving a food-based strategy")
    r"\bcalls? for (?:further|more|additional|future) (?:analysis|research|studies|study|work|investigation|trials)\b|"
    r"\b(?:has|have|had) (?:the|a) potential applications? (?:in|for|of)\b|"
    # findings at odds ("Research finding on the composition of macronutrient intakes on body weight has not been
    # consistent")
    r"\b(?:has|have) not been consistent\b|"
    # evidence at odds ("Conflicting information exists about whether sex differences modulate short-term mortality")
    r"\b(?:conflicting|contradictory|inconsistent) (?:information|evidence|data) (?:exists? |is available )?"
    r"(?:about|on|regarding|as to) whether\b|"
    r"\bwe (?:will |shall )?speculate (?:about|on)\b|"
    # evidence asked for, and what is yet to come ("evidence regarding X is warranted", "are to be expected")
    r"\bevidence\b(?! that)[^.;]*?\b(?:is|are) (?:still )?(?:needed|warranted|required|lacking)\b|"
    r"(?:is|are) to be expected\b|"
    r"\b(?:controvers(?:y|ies)|debate|uncertainty|doubts?)\b[^.;]*?\bwhether\b|"
    # an objective asked as a hypothetical ("and whether supplementation would modify ...")
    r"\bwhether\b[^.;]*?\bwould\b|"
    # knowledge said to be missing or thin ("no detailed information is available", "is primarily anecdotal"),
    # and a possibility named as such
    r"\b(?:no|little or no) (?:\w+ ){0,2}?(?:information|data) (?:is|are|was|were) (?:currently |yet |still )?"
    r"available\b|"
    r"\b(?:few|limited|scarce|sparse|no) (?:\w+ )?(?:data|studies|reports|information) "
    r"(?:exist|are (?:\w+ly |yet |still )?available|ha(?:ve|s) been published)\b|"
    r"\bonly (?:sparse|scarce|limited|few) (?:data|studies|information) (?:on|about|regarding)\b|"
    # ("the potential of community gardens to affect these behaviors")
    r"\b(?:the|a|an|substantial|considerable|great) potential of (?:[\w-]+ ){1,6}?to "
    r"(?:act|be|become|prevent|reduce|improve|treat|cause|serve|affect|"
    r"change|modify|influence|increase|decrease|protect)\b|"
    # ("Recovering valuable components ... from brine has potential to resolve both environmental and economic ...")
    r"\b(?:has|have|had) (?:great |considerable |some )?potential to\b|"
    r"\b(?:its|their|the|a) (?:\w+ )?potential to (?:act|be|become|prevent|reduce|improve|treat|cause|serve|play|have|"
    r"provide|increase|decrease|inhibit|protect|enhance|modify|affect|influence|alter|modulate|regulate|contribute|lower|"
    r"raise|slow|delay|restore|"
    r"promote|alleviate|attenuate|mitigate|extend|create)\b|"
    # what may follow, and what the future will allow ("defects in this process can have significant implications for
    # autoimmunity", "will allow the full realization of")
    r"\b(?:can|could|may|might) have (?:\w+ )?(?:implications|consequences) for\b|"
    # a reason put forward ("This may have been because BAT thermogenic activity was already elevated"), and a reading
    # offered as tempting ("While it is intuitively appealing to suggest that lifestyle risk factors ... can explain")
    r"\b(?:may|might|could) (?:have been|be) (?:partly |partially |in part |simply )?(?:because|due to)\b|"
    r"\b(?:appealing|tempting) to (?:suggest|speculate|assume|conclude|think|propose)\b|"
    # a use put forward, a screening advised, knowledge missing, evidence too thin ("our study suggests that
    # progerin-induced aging can be used to reveal", "it is noteworthy to screen for ADHD ... and to look for abnormal
    # eating behaviors", "Despite the relative lack of information integrating", "current evidence is insufficient to
    # support interchangeability")
    # (a treatment put forward too: "This preliminary report suggests that drug-induced headache can be treated
    # effectively in outpatients using dexamethasone")
    r"\bsuggests? that\b[^.;]{0,80}?\bcan be (?:used|applied|exploited|employed|treated|managed)\b|"
    r"\bit is (?:noteworthy|advisable|worthwhile|recommended|prudent) to\b|"
    # a use warned against ("The clinical and radiographic evidence ... cautions against the use of nonspecific terms")
    r"\b(?:cautions?|cautioned|warns?|warned|argues?|argued) against\b|"
    # ("Such structure-related availability has to be considered when polyphenols are used in model systems")
    r"\b(?:has|have) to be (?:considered|taken into account)\b(?! as\b)|"
    r"\b(?:relative |general |current |a )?(?:lack|paucity|dearth) of "
    r"(?:information|data|evidence|knowledge|studies)\b|"
    r"\b(?:evidence|data) (?:is|are|was|were|remains?) (?:still |currently )?(?:insufficient|inadequate|inconclusive|"
    r"lacking|scarce)\b|"
    # what a trial or its authors propose to do ("The clinical trial ... proposes to use Treg cell therapy")
    r"\b(?:proposes|propose) to\b|"
    # a mechanism or a reason put forward ("This may be one mechanism by which habitual exercise lowers the risk")
    r"\b(?:may|might|could) (?:be|represent|provide) (?:one|a|an|the) (?:possible |potential |plausible |other )?"
    r"(?:mechanisms?|reasons?|explanations?|ways?|means) (?:by which|why|for|of|through which)\b|"
    # what a thing could become ("PI3Kγ can be a therapeutic target for type 2 diabetes")
    r"\bcan (?:be|serve as) (?:a |an )?(?:[\w-]+ ){0,2}?(?:targets?|options?|candidates?|strateg(?:y|ies)|tools?)\b|"
    r"\b(?:can|could|may|might) have (?:\w+ ){0,2}?(?:effects?|impacts?) on\b|"
    r"\bwill (?:allow|enable|permit|facilitate|benefit)\b|"
    # care recommended, not given ("should be referred for cardiologic assessment", "need to be given", "must also
    # evolve"); what "should be considered" or "must be administered with caution" stays the subject's own
    r"\b(?:should|must|need to|needs to) (?:also )?be (?:referred|given|offered|monitored|screened)\b|"
    r"\bmust (?:also )?(?:evolve|adapt|change)\b|"
    # research that would help, and work others must do ("Further research regarding patient preference would benefit
    # this therapeutic area", "Health authorities must organise comparative trials")
    r"\b(?:further|future|more) (?:research|studies|study|work|trials)\b[^.;]*?\bwould (?:benefit|help|be (?:useful|"
    r"helpful|valuable))\b|"
    r"\b(?:must|should) (?:organi[sz]e|conduct|perform|undertake|carry out|fund)\b|"
    # what is to come, not a finding ("Managed switched programs can add further benefits in the future")
    r"\bin the (?:near |foreseeable |not too distant )?future\b|"
    # a hope named, not a finding ("this work raises some hope that a targeted pharmacotherapy ... could become")
    r"\b(?:raises?|offers?|gives?|holds?) (?:some |new |the |great |much )?hope that\b|"
    r"(?:is|are|was|were|remains?) (?:primarily |largely |mostly |only |still )?anecdotal\b|"
    r"\b(?:has|have|had|offers?) the possibility (?:to|of)\b|\bthe possibility that\b|"
    # a promise put forward, not a finding ("studies suggest that 4-aminopyridine and tizanidine have therapeutic
    # potential"; "emicizumab has the potential for use ... and is being investigated" reports the investigation)
    r"\bsuggest(?:s|ed)? that\b[^.;]*?\b(?:has|have) (?:a |some |the |great |therapeutic |clinical )?"
    r"(?:potential|benefits? for)\b|"
    r"\b(?:introduces?|introduced|raises?|raised|opens?|opened) the possibility of\b|"
    # a promise pointed to ("these results highlight the therapeutic potential of G4-stabilizing drugs to ...")
    r"\b(?:highlights?|underlines?|underscores?|demonstrates?|shows?|reveals?|indicates?) (?:the )?(?:\w+ )?potential "
    r"(?:of|for)\b|"
    # BioScope's "it appears that": a reading put forward ("It appears that either BMD or BCM changes are able to")
    r"\bit (?:appears|seems|appeared|seemed) that\b|"
    # a claim not yet shown, a requirement, an estimate out of date
    r"(?:is|are|was|were|remains?) (?:as yet |still |yet |largely )?(?:unproven|unconfirmed|untested|undemonstrated|"
    r"speculative)\b|"
    # one of what may explain it ("Increased production of ... SCFAs is one of the factors that could exert these
    # positive effects")
    r"\bone of the (?:[\w-]+ ){0,2}?(?:factors|mechanisms|causes|reasons|explanations|pathways) that (?:could|may|"
    r"might)\b|"
    r"\b(?:need|needs|must|should) to (?:demonstrate|show|establish|prove)\b|(?:is|are) not up[- ]to[- ]date\b|"
    r"\bdemand(?:s|ed)? that\b|"
    r"\b(?:important|necessary|essential|crucial) to (?:know|determine|establish|understand|clarify) "
    r"(?:whether|if|how)\b|"
    # a condition opening the sentence: what follows is hypothetical (ConText's "if")
    r"^\s*if\b|"
)
_HEDGE_CLOSING = (
    # what a goal set at the opening needs ("To further improve outcomes, combination regimens that also target
    # T790-wild-type clones are required")
    r"^\s*to (?:further )?(?:improve|achieve|reduce|increase|enhance|optimi[sz]e|overcome|prevent)\b[^.;]*?"
    r"\b(?:are|is) (?:also )?(?:required|needed|necessary|warranted)\b|"
    # a claim not shown, data that do not tell, and guidance not given ("though its inferiority compared with
    # professionally controlled content is not demonstrated", "do not provide sufficient information concerning
    # long-term efficacy", "no specific recommendations were given on a method for risk assessment")
    r"\b(?:is|are) not (?:yet )?(?:demonstrated|shown)\b|"
    r"\b(?:do|does|did) not (?:yet )?provide (?:sufficient|enough|adequate|conclusive|reliable) (?:information|data|"
    r"evidence)\b|"
    r"\bno (?:\w+ )?(?:recommendations?|guidance|guidelines?) (?:were|was|have been|has been|are|is) (?:given|issued|"
    r"provided|made|available)\b|"
    # a use put forward ("Targeted programs have the potential of addressing problems early on") and a part put
    # forward ("serum FGF21 has been implicated as a potential biomarker for the early detection of ...")
    r"\b(?:has|have|had) (?:the |a |great |some )?potential (?:of|for) [\w-]+ing\b|"
    # ("Anthocyanins have potential anti-inflammatory and anti-oxidative effects on AIA")
    r"\b(?:has|have|had) potential (?:[\w-]+ ){0,3}?(?:effects?|benefits?|activit(?:y|ies)|properties)\b|"
    # ("Age-associated microRNAs and their targets have potential utility to detect accelerated aging and to predict
    # risks for age-related diseases")
    r"\b(?:has|have|had) (?:great |some |considerable )?potential (?:utility|value|use) to\b|"
    # a tool or a drug put forward ("Portable retinal photography has potential as a valuable tool to study malarial
    # retinopathy"; "inhibition of ribosome biogenesis ... has promising therapeutic potential")
    r"\b(?:has|have|had) potential as (?:a|an)\b|"
    r"\b(?:has|have|had) (?:promising|great|considerable|substantial) (?:therapeutic |clinical )?potential\b"
    r"(?!\s+(?:as|of|for|to|in)\b)|"
    # a design said unfit for the question ("Cross-sectional designs are therefore not suitable for studying this
    # relationship")
    r"\b(?:is|are|was|were) (?:therefore |thus |hence )?not (?:suitable|appropriate|adequate) for "
    r"(?:studying|assessing|examining|investigating|testing|establishing|determining)\b|"
    # work put off to later studies, at the opening ("In future studies, TAC of the US diet can be linked to ...")
    r"^\s*in (?:future|further|later) (?:studies|research|work|trials)\b|"
    r"\b(?:implicated|proposed|suggested) as (?:a |an )?(?:potential|possible|putative|candidate)\b|"
    r"^whether\b(?![^.;]*\b(?:was|were) (?:investigated|examined|studied|assessed|evaluated|tested|explored)\b)|"
    r"(?:a |one |the main |main |an important |a major )?limitations? (?:of (?:this|the|our|these|such|its|their|"
    r"the present|current) (?:[\w-]+ )?(?:study|studies|analysis|analyses|trial|trials|review|work|research|data|"
    r"approach|methods?|design)|"
    r"was|is|were|are|include))"
)
HEDGE = re.compile(_HEDGE_OPENING + SUGGESTED + MISSING_EVIDENCE + _HEDGE_CLOSING, re.IGNORECASE)


# Knowledge said to be limited ("data on insulin sensitivity are limited"), not a trait ("the ability of adipose
# tissue expansion ... is limited and is associated with"): the cue is the verb phrase, its subject a kind of knowledge.
THIN_KNOWLEDGE = re.compile(
    r"\b(?:data|evidence|information|knowledge|research|studies|trials|literature|understanding|experience|reports)\b"
    r"[^.;]{0,160}?\b(?P<cue>(?:is|are|remains?) (?:very |still |currently )?limited)\b(?! to)",
    re.IGNORECASE,
)
