"""Drug classes whose members share no INN stem, each with the members of the WHO Anatomical Therapeutic
Chemical (ATC) groups named beside it (the 2024 index), by their INN and the US or British names reviews use
(glyburide for glibenclamide, meperidine for pethidine, oestradiol for estradiol). A stem a few of them share
is given too ("-profen", "-dipine"). Each entry: the names a criterion gives the class (singular, lower case,
longer names first, so that "H1 receptor antagonists" is not read as "antagonists"), the stems, the members.

A list can lack a drug (a new one, a local name): a record naming none of these fails nothing
(search.reading.drug_classes.class_unnamed reads stems alone)."""

from __future__ import annotations

ListedClass = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]

_SECOND_GENERATION_ANTIPSYCHOTICS = (
    # N05AE, N05AH, N05AL and N05AX: the second-generation ("atypical") drugs among them
    "amisulpride aripiprazole asenapine blonanserin brexpiprazole cariprazine clozapine iloperidone lumateperone "
    "lurasidone olanzapine paliperidone perospirone quetiapine risperidone sertindole ziprasidone zotepine"
).split()
_FIRST_GENERATION_ANTIPSYCHOTICS = (
    # N05AA-N05AG, N05AL: the first-generation ("typical") drugs
    "chlorpromazine droperidol flupentixol flupenthixol fluphenazine haloperidol levomepromazine loxapine "
    "mesoridazine molindone perphenazine pimozide sulpiride thioridazine thiothixene tiotixene trifluoperazine "
    "zuclopenthixol"
).split()
_SULFONYLUREAS = (  # A10BB
    "acetohexamide chlorpropamide glibenclamide glibornuride gliclazide glimepiride glipizide gliquidone glisoxepide "
    "glyburide tolazamide tolbutamide"
).split()

LISTED_CLASSES: list[ListedClass] = [
    (
        ("atypical antipsychotic", "second-generation antipsychotic", "atypical neuroleptic"),
        (),
        tuple(_SECOND_GENERATION_ANTIPSYCHOTICS),
    ),
    (
        ("typical antipsychotic", "first-generation antipsychotic", "conventional antipsychotic"),
        (),
        tuple(_FIRST_GENERATION_ANTIPSYCHOTICS),
    ),
    (("antipsychotic", "neuroleptic"), (), (*_SECOND_GENERATION_ANTIPSYCHOTICS, *_FIRST_GENERATION_ANTIPSYCHOTICS)),
    (
        # V03AB15, A06AH, N07BB04: before "opioids", which they are not
        ("opioid antagonist", "opioid receptor antagonist"),
        (),
        ("alvimopan", "methylnaltrexone", "nalmefene", "naloxegol", "naloxone", "naltrexone"),
    ),
    (
        # N02A opioids, and N07BC's drugs of opioid dependence
        ("opioid analgesic", "narcotic analgesic", "opioid", "opiate", "narcotic"),
        (),
        (
            "alfentanil buprenorphine butorphanol codeine dextromoramide dextropropoxyphene dezocine diamorphine "
            "dihydrocodeine fentanyl heroin hydrocodone hydromorphone ketobemidone levomethadone levorphanol "
            "meperidine methadone morphine nalbuphine oxycodone oxymorphone pentazocine pethidine piritramide "
            "propoxyphene remifentanil sufentanil tapentadol tilidine tramadol"
        ).split(),
    ),
    (
        # M03B (centrally acting) and M03CA (dantrolene)
        ("skeletal muscle relaxant", "muscle relaxant"),
        (),
        (
            "baclofen carisoprodol chlormezanone chlorzoxazone cyclobenzaprine dantrolene metaxalone methocarbamol "
            "orphenadrine thiocolchicoside tizanidine tolperisone"
        ).split(),
    ),
    (
        # R06A's second-generation (non-sedating) drugs, before "antihistamines"
        ("second-generation antihistamine", "non-sedating antihistamine", "nonsedating antihistamine"),
        (),
        (
            "acrivastine astemizole azelastine bilastine cetirizine desloratadine ebastine fexofenadine "
            "levocetirizine loratadine mizolastine olopatadine rupatadine terfenadine"
        ).split(),
    ),
    (
        # R06A
        (
            "histamine h1 receptor antagonist",
            "h1 receptor antagonist",
            "h1 antihistamine",
            "h1 blocker",
            "antihistamine",
        ),
        (),
        (
            "acrivastine astemizole azelastine bilastine brompheniramine carbinoxamine cetirizine chlorphenamine "
            "chlorpheniramine clemastine cyclizine cyproheptadine desloratadine dexchlorpheniramine dimenhydrinate "
            "diphenhydramine doxylamine ebastine epinastine fexofenadine hydroxyzine ketotifen levocetirizine "
            "loratadine meclizine mizolastine olopatadine promethazine rupatadine terfenadine triprolidine"
        ).split(),
    ),
    (
        # M01A, the coxibs among them
        (
            "non-steroidal anti-inflammatory drug",
            "nonsteroidal anti-inflammatory drug",
            "nonsteroidal antiinflammatory drug",
            "nsaid",
        ),
        ("profen", "fenac", "coxib"),
        (
            "diflunisal etodolac indometacin indomethacin ketorolac lornoxicam meclofenamate mefenamic meloxicam "
            "nabumetone naproxen nimesulide oxaprozin piroxicam salsalate sulindac tenoxicam tolmetin"
        ).split(),
    ),
    (
        # C08: the dihydropyridines by their stem, and the others
        ("calcium channel blocker", "calcium channel antagonist", "calcium antagonist", "ccb"),
        ("dipine",),
        ("bepridil", "diltiazem", "gallopamil", "mibefradil", "verapamil"),
    ),
    (("sulfonylurea", "sulphonylurea"), (), tuple(_SULFONYLUREAS)),
    (
        # A10B: blood glucose lowering drugs, insulins excluded
        (
            "oral hypoglycemic agent",
            "oral hypoglycaemic agent",
            "oral hypoglycemic",
            "oral hypoglycaemic",
            "oral antidiabetic agent",
            "oral antidiabetic drug",
            "oral antidiabetic",
            "oral antihyperglycemic",
        ),
        ("glitazone", "glinide", "gliptin", "gliflozin"),
        (*_SULFONYLUREAS, "acarbose", "buformin", "metformin", "miglitol", "phenformin", "voglibose"),
    ),
    (
        # G03C
        ("estrogen", "oestrogen"),
        (),
        ("estradiol estriol estrone estropipate ethinylestradiol mestranol oestradiol oestriol oestrone").split(),
    ),
    (
        # G04BD urinary antispasmodics, R03BB's inhaled anticholinergics by their stems, and A03B's belladonna
        # alkaloids
        ("antimuscarinic", "anticholinergic", "muscarinic antagonist", "urinary antispasmodic"),
        ("tropium", "clidinium"),
        (
            "atropine darifenacin fesoterodine flavoxate glycopyrrolate glycopyrronium hyoscine imidafenacin "
            "oxybutynin propiverine scopolamine solifenacin tolterodine trospium"
        ).split(),
    ),
    (
        # N06BA, centrally acting sympathomimetics: the stimulants among them
        ("central nervous system stimulant", "cns stimulant", "psychostimulant", "stimulant"),
        (),
        (
            "amfetamine amphetamine armodafinil dexamfetamine dexmethylphenidate dextroamphetamine "
            "lisdexamfetamine metamfetamine methamphetamine methylphenidate modafinil pemoline"
        ).split(),
    ),
    (
        # N06AB
        ("selective serotonin reuptake inhibitor", "ssri"),
        (),
        ("citalopram", "escitalopram", "fluoxetine", "fluvoxamine", "paroxetine", "sertraline", "zimelidine"),
    ),
]
