// The cues that decide what a clause asserts: negation, hedges, hypotheses, general remarks, definitions, other
// tracings, withdrawn readings, and the line-level forms (negative headings, answered questions, options, examples).
// segment.ts applies them; each regex is bounded (no nested quantifiers over unbounded text).
import { lineSpans } from './compact-text';
import { cellSpans, tableHeaderAbove } from './table-columns';

export const NEGATION_CUE =
  /(?<=\b(?:error|mistake|pitfall|trap)s?\s*:\s*)(?:calling|labell?ing)\s+(?:it|this|that)\b|\b(?:wrongly|incorrectly|mistakenly|falsely|erroneously)\s+(?:reports?|reported|calls?|called|labels?|labell?ed|diagnos(?:es|ed)|describes?|described|claims?|claimed|states?|stated|identifies|identified|lists?|listed|adds?|added|includes?|included|mentions?|mentioned|reads?)\b(?:\s+(?:it|this)\s+as)?|\bover-?(?:diagnos(?:es|ed|ing)|calls|called|calling|reads|reading)\b(?!\s+(?:risk|tendency)\b)|\bmis-?(?:classif(?:ied|ies|ying)|label(?:l?ed|s|ling)|called|calls|diagnosed|took|read|reads|taken)\s+(?:[^.;\n]{1,40}?\s)?as\b|\bwrong\s+to\s+(?:call|label|diagnose|read)\s+(?:it|this|that)(?:\s+as)?\b|\bhallucinat(?:ed|es|ing)\b|\bhallucinations?\s*(?:\(|:(?!\s*(?:none|nil|no|0)\b))|(?<!\b(?:wrongly|incorrectly|mistakenly|falsely|erroneously)\s+)\bden(?:ies|ied|ying)\b|\btoo\s+(?:regular|irregular|slow|fast|narrow|wide|short|long|organi[sz]ed)\s+(?:to\s+be|for)\b|\b(?:no|not|nor|neither(?:\s+(?:of\s+the\s+)?\w+(?=\s+(?:lands?|falls?|shows?|has|have|is|was|looks?|occurs?|comes?)\b))?|without|nowhere\s+near|absence of|absent|lack of|(?:loss of|missing)(?=\s+(?:the\s+)?P[\s-]*waves?\b)|lacks|lacking|free of|neg(?:ative|\.)?\s+for|nothing\s+(?:(?:here|else|on\s+(?:this|the)\s+(?:ECG|EKG|tracing|strip))\s+)?(?:to\s+(?:(?:specifically|really|clearly|definitely)\s+)?(?:suggest|indicate)|suggest(?:s|ing|ive\s+of)|indicat(?:es|ing)|pointing\s+(?:to|towards?)|that\s+(?:suggests|looks\s+like|points\s+to))|rules? out|ruled out(?!\s+by\b)|excludes?|excluded(?!\s+by\b)|never|none|rather than|instead of|below\**\s+(?:the\s+)?(?=(?:[\w–-]+\s+){0,3}?(?:thresholds?|cut-?offs?|criteria)\b)|as opposed to|(?<=\bfavou?r(?:s|ed|ing)?\s[^.;,\n]{1,40})over(?=\s)|(?<=\b(?:more\s+likely|likelier|more\s+consistent\s+with|more\s+in\s+keeping\s+with)\s[^.;,\n]{1,60})than(?=\s)|(?:the\s+)?opposite\s+of|let alone|much less|deduct(?:\s+(?:\d{1,2}|½|one|a|half\s+a))?(?:\s+marks?)?\s+for|unlikely|argues? against|(?<=(?:[—–]|\s-)\s*(?:(?:again|also|both|all|each)\s+)?)against|(?<=\b(?:is|are|was|were|points?|speaks?|counts?)\s+(?:(?:again|also|strongly|clearly)\s+)?)against|(?:cannot|can not|unable to)\s+(?:see|identify|find|detect|discern|appreciate|visuali[sz]e|make\s+out))\b|(?<!\d[.,]?\s?)\b(?:0|zero)(?=\s+(?:[\w-]+\s+){0,2}?(?:PVCs?|PACs?|PJCs?|VEs?|SVEs?|VPCs?|APCs?|ectopics?|beats?|episodes?|runs?|pauses?|couplets?|premature|ventricular|atrial|supraventricular)\b)|n't\b/gi;
/** An arrow that draws a conclusion ("no P waves → AF"): →, ⇒, ⟶, -> or =>. */
export const ARROW = String.raw`[→⇒⟶]|-+>|=+>`;
/** The last arrow of a text. */
export const LAST_ARROW = new RegExp(String.raw`(?:${ARROW})(?![\s\S]*(?:${ARROW}))`);

/** Inside a list of hallucinations, up to its end: "the hallucinations (LBBB, QRS 160 ms and AF)", "Hallucinations: QRS
 * 160 ms, LBBB" (not "Hallucinations: none"). */
export const HALLUCINATION_LIST = /\bhallucinations?\s*(?:\([^()]*|:(?!\s*(?:none|nil|no|0)\b)[^.;\n]*)$/i;
export const HEDGE_CUE = /\bI(?:'m|’m|\s+am)\s+not\s+(?:asserting|calling|claiming|diagnosing|reporting)\s+(?:it|this|that)\b|\bsome\s+(?:(?:readers|people|clinicians|cardiologists|physicians)\s+)?(?:would|might|may|could)\s+(?:call|label|describe|read|term)\b|\b(?:can|could|may)\s+neither\s+be\s+(?:confirmed|excluded|ruled\s+(?:in|out)|proven|diagnosed)\s+nor\s+(?:confirmed|excluded|ruled\s+(?:in|out)|refuted)\b|\bunless\b|\b(?:(?:be\s+)?mistaken\s+for|confused\s+with|(?<=\b(?:be|being|get|easily|often|commonly|sometimes|frequently)\s+)misread\s+as|masquerad(?:es|ing)\s+as|(?:distinguish(?:es|ing)?|differentiat(?:e|es|ing)|tell(?:s|ing)?)\s+(?:\w+\s+){0,3}?(?:from|apart\s+from))\b|\b(?:cannot|can't|can not|could not|unable to|(?:does|do|did)(?:n['’]t|\s+not))\s+(?:be\s+)?(?:(?:fully|completely|entirely|definitely|reliably|confidently)\s+)?(?:rule[ds]?\s+out|exclude[ds]?|excluded|ruled\s+out|discard(?:ed)?)|\b(?:cannot|can't|can\s+not|could\s+not|unable\s+to)\s+(?:show|assess|evaluate|comment\s+on|judge|capture)\b|\b(?:needed|required|necessary|would\s+help|help(?:s|ful)?|useful)\s+(?:to\s+)?(?:assess|evaluate|look\s+for|search\s+for|check\s+for|document)\b|\b(?:are|is)\s+(?:needed|required|necessary)\s+(?:for|to\s+(?:see|diagnose|detect|confirm|show))\b|\b(?:should|to|must|please|need\s+to|needs\s+to)\s+(?:also\s+)?(?:check|look|screen|assess|evaluate|examine|test)\s+(?:[\w′'-]+\s+){0,3}?for\b|\b(?:to|should)\s+(?:rule\s+out|exclude)\b|\bto\s+consider\b|(?<!\b(?:I|we|would|did|do|does|is|are|was|were|be|been)\s+)\bconsider\b(?!\s+(?:this|that|it|these|them)\b)|\bshould\s+be\s+(?:sought|looked\s+for)\b|\br\/o\b|\brule out\b(?=\s+(?:acute|possible|an?\b))|\bwhether\b(?![^:\n]*:\s*(?:yes|no)\b)/gi;
/** "I'd be careful about adding LAFB here", "I should not overcall LVH", "I wouldn't put much weight on a QTc from an AF
 * strip": what the caution names, up to the next dash, comma or "so", is not asserted. */
/** …and a likeness: "slurred, almost like a delta wave", "resembling a delta wave" asserts no delta wave (to the comma). */
export const CAUTION = /\b(?:would|do|should)(?:n't|\s+not)\s+put\s+(?:much|too\s+much|any|a\s+lot\s+of)\s+(?:weight|stock|faith)\s+(?:on|in)\b|\b(?:should|must|do|did)(?:n't|\s+not)\s+(?:over-?call|over-?diagnose|over-?read|over-?interpret)\b|\b(?:be\s+)?(?:careful|cautious|wary|hesitant|reluctant)\s+(?:about|of|with|to)\b|\b(?:almost|nearly|a\s+bit|somewhat|a\s+little)\s+like\b|\bresembl(?:es|ing)\b|\bmimick?(?:s|ing)\b/gi;
/**
 * What a machine, a device or an app reported, as the answer relays it ("Machine read: \"Sinus tachycardia …\"", "the
 * watch reported \"Inconclusive\"", "your Kardia result of \"Sinus Rhythm with PVCs\""): the quoted words, or the rest
 * of the sentence without quotes, are the device's, not the answer's (segment.ts reportedSpans); so is the rest of a sentence
 * relaying a person's opinion ("the registrar reckons it's early repolarisation").
 */
/** Another reader named with its verb of saying: a machine, a person's opinion, another model or answer under review. */
export const REPORTED_CUE = /\b(?:cart|machine|computer|algorithm|device)(?=\s*:\s*["“])|\b(?:machine|computer|cart|device|watch|app|algorithm|Kardia\w*|smartwatch|automated)(?:['’]s)?\s+(?:(?:read|reading|interpretation|report|result|verdict|classification|notification|alert|diagnosis|statement)(?:\s+(?:of|was|is|said|says|reads?))?|reported|said|says|showed|shows|displayed|flagged|called|labell?ed|classified|gave|gives)\b|\b(?:registrar|resident|intern|SHO|consultant|cardiologist|GP|nurse|paramedic|colleague|student|husband|wife|doctor|friend|user|patient)\s+(?:reckons|reckoned|thinks|thought|believes|believed|insists|insisted|(?:is|was)\s+(?:worried|concerned)|worries|wonders|asks|asked)\b(?:\s+(?:that\s+)?(?:it|this)(?:['’]s|\s+is|\s+was))?|\b(?:the\s+)?(?:(?:candidate|other|previous|prior|submitted|original)\s+)?(?:model|assistant|AI|candidate|answer|response|submission)(?:\s+(?:[A-D]|#?\d{1,2}))?(?:\s+(?:answer|response))?\s+(?:says|said|states|stated|called|calls|reports|reported|gives|gave|quotes|quoted|claims|claimed|writes|wrote|lists|listed)\b(?:\s+(?:this|it)(?:\s+as)?)?/gi;
/** A quoted label named as a device's output: "the \"Atrial fibrillation\" notification". */
export const QUOTED_REPORT = /["“'‘]([^"”'’\n]{1,120})["”'’]\s+(?:notification|alert|reading|result|classification|verdict|label|warning)\b/gi;
/** A heading over a list of possibilities ("### Things to consider", "Possible causes:", "DDx"): its bullets are not findings. */
export const POSSIBILITIES_HEADING = /^[\s*#>_-]*(?:things\s+to\s+(?:consider|think\s+about)|(?:the\s+)?(?:(?:most\s+)?(?:possible|potential|other|common|usual|main|reversible)\s+)(?:causes|etiologies|aetiologies|explanations|contributors)(?:\s+(?:to\s+(?:consider|work\s+through|exclude|rule\s+out|think\s+about|look\s+for)|of\s+(?:this|it|a\s+[\w\s-]{1,25})))?(?:\s+(?:are|include|would\s+be))?|causes\s+to\s+consider|considerations|(?:ranked\s+)?(?:differentials?(?:\s+diagnos[ie]s)?|ddx)(?:,?\s+ranked)?|(?:differentials?|ddx)\s+(?:for|of)\s+[^:\n]{1,60}:|candidates(?:\s+for\s+[^:\n]{1,60})?|what\s+(?:could|might)\s+(?:cause|explain)\s+(?:this|it))(?:\s*\([^)\n]{0,60}\))?\s*\**\s*:?\s*\**\s*$/i;
/** "Differential: LQTS, drug effect, or hypokalaemia": a list of possibilities, unless it rules them out ("… is unlikely"). */
export const DIFFERENTIAL_LIST = /\b(?:(?:usual|common|main|classic|typical|other)\s+)?(?:mimics|look-?alikes)\s+(?:are|include|would\s+be)\b|\bdifferentials?(?:\s+diagnos[ie]s)?(?:\s+(?:for|of|at|with|given)\s+[^:\n]{1,60})?\s*\**\s*(?::|[—–](?=[^\n]{0,80}:))|\b(?:possible|potential|other|common|reversible)\s+causes\s+(?:would\s+|might\s+|could\s+)?(?:include|are|be)\b|\b(?:(?:reversible|possible|potential|other|common|secondary|underlying)\s+causes|causes\s+to\s+consider|look-?alikes(?:\s+[^:—–\n]{0,60})?|mimics)\s*\**\s*[:—–]/i;
export const CANNOT_ASSESS = /\b(?:not|non)[\s-]+(?:(?:reliably|easily|readily|fully|accurately)\s+)?(?:diagnosable|assessable|evaluable|applicable|interpretable)\b|\b(?:cannot|can't|can not|could not|unable to|not possible to|impossible to|(?:more\s+)?difficult to|hard(?:er)? to|tricky to)\s+(?:be\s+)?(?:reliably\s+|accurately\s+)?(?:appl(?:y|ied)|assess(?:ed)?|evaluat(?:e|ed)|determin(?:e|ed)|interpret(?:ed)?|diagnos(?:e|ed)|us(?:e|ed)|read|tell|say|know|call|judged?)\b/i;
// A hypothesis weighed, not asserted: "reciprocal depression in the inferior leads would fit an anterior MI", "if this
// were LAFB, …", "if there were strain, we would see …".
export const CONDITIONAL = /\bwould\s+have\s+(?:been|come\s+out|read|measured|given|shown|looked|appeared)\b|\b(?:you|we|one)\s+would\s+(?:get|calculate|measure|obtain)\b|(?<=\(\s*(?:that|which|it)\s+)would\b(?=[^()\n]*\))|\bno\s+(?:[\w′'’-]+\s+){1,3}(?:would\s+be\s+)?expected\b|(?<=^[\s*•-]*(?:\(?(?:[a-h]|\d{1,2})[.)]\s*)?\**[A-Za-z][\w′'’ -]{0,40}?\**\s*(?:[—–:]|\s-)\s*(?:it\s+)?)(?:would|should)\s+(?:(?:usually|typically|normally|classically)\s+)?(?:need|require|be|show|have|give|produce|bury|cause)\b|\b(?:would|will|might|could)\s+(?:signal|indicate|mark|herald)\s+(?:progression|worsening|deterioration)\b|^\W*(?!(?:the|this|that|it|which|QTc?|PR|QRS|HR|RR|rate|axis|Bazett|Fridericia|Framingham|Hodges|correction|corrected)\b)[A-Za-z][\w′'’-]*(?:\s+[\w′'’-]+){0,4}?\s+would\s+(?:also\s+|still\s+)?(?:need|require|show|give|produce|cause|look|be\s+(?:diffuse|widespread|expected|seen))\b|^\W*an?\s+[\w′'’-]+(?:\s+[\w′'’-]+){0,3}\s+would\s+(?!be\s+(?:wrong|incorrect|a\s+mistake))|(?<=:\s+an?\s+[\w′'’-]+(?:\s+[\w′'’-]+){0,3}\s+)would\s+(?!be\s+(?:wrong|incorrect|a\s+mistake))|\bwaves?\s+would\s+(?:be|look|appear)\b|\bif\b[^.;\n]{0,100},\s*(?:then\s+)?(?:the\s+)?\w+(?:\s+\w+)?\s+(?:is|are)\s+(?:probably|likely|usually|generally|typically)\b|\bif\b[^.;\n]{0,100},\s*(?:that's|that\s+is|it's|it\s+is|this\s+is|you\s+have|we\s+have)\b|\bwould\s+(?:instead\s+|also\s+|then\s+|typically\s+|usually\s+)?(?:fit|suggest|indicate|support|point\s+to|mean|favou?r|see|expect|show|give|produce|cause|make|be\s+(?:consistent|compatible)\s+with|be\s+(?:possible|likely|expected))\b|\bif\s+(?:this|it|that|there|the\s+\w+(?:\s+\w+)?)\s+(?:were|was|had\s+been)(?:n't|\s+not)?(?=\W)|\bif\b[^.;\n]{0,80}\b(?:would|could)\s+be\b|\bwould\s+(?:not\s+)?(?:be\s+(?:explained|surprising|unusual|expected)|deserve|by\s+itself)\b|\bif\s+there\s+(?:is|are)\s+any\b/i;
// General knowledge, risks and hypotheticals about a patient, not statements about this ECG: "inferior MI commonly
// produces first-degree block, Wenckebach or complete heart block", "high risk of progression to CHB", "watch for
// AV block", "with CHB you'd expect a regular escape rhythm", "if they ever develop AF", "Wellens by definition has no
// ST elevation", "it only becomes a concern below ~30 bpm", "fever adds about 10 bpm per °C". The whole clause.
export const GENERIC =
  /\b(?:Sokolow[\s–-]*Lyon|Cornell)(?:\s+(?:criterion|index|voltage))?\s+is\s+(?:the\s+)?[SR](?:\s+wave)?\s+in\s+\w+\s+plus\b|(?<=(?:^|[.;:]\s*)[\s*_-]*)remember(?:,|\s+that)?\s+(?:an?\s+|the\s+)?[^.;:]{1,60}?\b(?:means?|indicates?|is\s+usually|are\s+usually|should|is\s+always|are\s+always|equals?)\b|\bif\s+(?:\w+\s+){1,6}were\b|(?<=(?:^|[.;]\s*)[\s*_-]*)(?:an?\s+(?:useful|good|handy|simple|quick)\s+)?(?:rule(?:\s+of\s+thumb)?|tip|pearl|teaching\s+point)\s*:\s*|\bSTEMI\s+criteri(?:a|on)\s*(?:is|are|:)\s*(?=new\b|ST\s+elevation\s+(?:at|of|≥|>))|\b(?:should|would)\s+make\s+you\s+think\b|\beven\s+in\s+(?:a\s+)?(?:normal\s+|healthy\s+)?(?:sinus\s+rhythm|normal\s+hearts?|healthy\s+(?:people|adults|hearts?))\b|\bin\s+an?\s+(?:normal|healthy|otherwise\s+healthy)\s+heart\b|(?:^|[;:]\s*)[\s*_-]*in\s+(?:an?\s+|typical\s+|true\s+)?(?:LBBB|RBBB|AF|atrial\s+fibrillation|atrial\s+flutter|flutter|LVH|WPW|hyperkala?emia|hypokala?emia|pericarditis|STEMI)\b(?!\s+(?:is|are|was|were|here|present|seen|that['’]s|this\s+is|these\s+are|with\s+(?:a\s+)?(?:rate|QRS))\b)|\banything\s+(?:that|which)\s+(?:reduces|blocks|prolongs|lengthens|shortens|raises|lowers|increases|decreases|slows|causes)\b|(?:[≥>]|\bat\s+least)\s*\d[^;\n]{0,60}\(\s*[+-]?\d+(?:\.\d+)?\s*points?\s*\)|^\W*normally\b(?=,|\s+(?:a|an|the|there|each|every|we|you)\b)|\blet\s+me\s+recall\b|\bscores?\s+(?:\d|one|two|three|four|five)\b(?!\s*(?:points?\s+)?(?:here|in\s+this|on\s+this))|\bcriteria\s+(?:are\s+)?(?:useless|unreliable|invalid|not\s+(?:valid|applicable|reliable|usable))\b|\bcriteria\s+(?:accept|allow|permit|tolerate|define|consider|(?:only\s+)?flag)\b|\b(?:people|clinicians|readers|doctors|physicians)\s+(?:often\s+|commonly\s+|tend\s+to\s+|frequently\s+)?(?:over-?call|under-?call|over-?read|mis-?read|confuse|mistake)\b|\bthe\s+(?:usual\s+|typical\s+|classic\s+)?(?:sequence|progression|evolution)\s+(?:in|of)\b|\b(?:criteria|criterion|signs?|tests?|ECG)\s+(?:is|are)\s+(?:(?:very|quite|highly|fairly|relatively|not\s+(?:very\s+)?)\s*)?(?:specific|sensitive|insensitive|unreliable)\b|\b(?:(?:highly|very|quite|poorly|not\s+(?:very\s+)?)\s+)?(?:sensitive|specific)\s+for\b|\b(?:commonly|often|frequently|typically|usually|classically|generally|can|may|might)\s+(?:produces?|causes?|leads?\s+to|results?\s+in|presents?\s+with|progress(?:es)?\s+to|evolves?\s+(?:in)?to|develops?|be\s+seen\s+in|trigger|precipitate|induce|degenerate\s+into|mask|obscure|hide)\b|\btends?\s+to\s+(?:progress|cause|lead|produce|develop)\b|\b(?:can|may|might|could)\s+(?:mimic|resemble|masquerade\s+as|(?:also\s+)?be\s+(?:entirely\s+|perfectly\s+)?(?:normal|benign|physiologic(?:al)?|a\s+normal\s+(?:variant|finding)))\b|\bshould\s+always\b|\bsetting\s+where\b|(?:^|[,;:(]\s*)in\s+(?:LBBB|RBBB|LVH|WPW|STEMI|pericarditis|hyper-?kal\w*|hypo-?kal\w*|left\s+bundle|right\s+bundle)\b|\b(?:pericarditis|early\s+repolari[sz]ation|hyper-?kal\w*|hypo-?kal\w*|digoxin|LBBB|RBBB|WPW)\s+(?:gives|causes|produces|shows)\b|\bthe\s+classic\s+[^.;]{0,40}\s(?:is|are)\b|(?<!\b(?:this|the)\s+(?:tracing|ECG|EKG|strip|recording|trace)\s+)\b(?:should|would|does|do|will)(?:n't|\s+not)\s+(?:produce|cause|show|give|generate)\b|\b(?:is|remains)\s+(?:also\s+)?a\s+consideration\b|(?<!(?<!\b(?:which|that)\s)\b(?:is|are|looks?|seems?)\s+(?:exactly\s+|just\s+|precisely\s+)?what\s+)\b(?:you|we|one)(?:'d|\s+would)?\s+(?:normally\s+|typically\s+|usually\s+)?expect\b|\b(?:usually|typically|classically|generally|often|commonly)\b(?!\s+(?:seen\s+)?(?:here|in\s+this|on\s+this))|\bwhenever\b|\byou(?:'ll|\s+will)\s+(?:\w+\s+)?see\b|\byou\s+(?:need|must)\b|\bmakes?\s+you\s+think\b|\bshould\s+make\s+you\b|\bwould\s+give\s+you\b|\bis\s+(?:one|a|the\s+\w+)\s+criterion\b|\bis\s+a\s+sign,|\bare\s+common\b|\b(?:can|may|might|could)\s+(?:also\s+)?be\s+(?:a|the)\s+(?:\w+\s+)?(?:sign|marker|manifestation|feature|cause|consequence|presentation)\s+of\b|\b(?:is|are)\s+(?:also\s+|very\s+|quite\s+|fairly\s+)?common\s+(?:with|in|after|among)\b|\bin\s+(?:someone|anyone|patients|people)\s+with\b|\b(?:block|rhythm|bigeminy|flutter|fibrillation|ectopy|ectopics|repolari[sz]ation|pericarditis|involvement)\s+(?:both\s+)?(?:produces?|halves|hides|lacks|mimics|accompanies)\b|\bboth\s+(?:produce|cause|give|mimic)\b|\bcan\s+(?:all\s+)?be\s+(?:invisible|missed|intermittent)\b|\b(?:is|are)\s+easily\s+mistaken\s+for\b|\b(?:as|than)\s+for\s+(?:AF|atrial\s+fibrillation|flutter)\b|\b(?:occasionally|rarely|seldom)\b|\btends?\s+to\s+(?:come\s+with|occur|accompany)\b|\b(?:will|would|can)(?:\s+not|n't)?\s+(?:terminate|unmask)\b|^\W*(?:that|this|it)\s+(?:needs|requires|would\s+(?:need|require))\b(?!\s+no\b)|\b(?:drugs?|medications?|antiarrhythmics?|agents|class\s+I[ABC]?(?:\s+\w+)?|beta[- ]?blockers?|digoxin|amiodarone|flecainide|propafenone|sotalol|verapamil|diltiazem|adenosine)\s+(?:can|may|might|could|tend\s+to)\b|\bby\s+definition\s+(?:has|have|shows?|lacks?|requires?|involves?|needs?)\b|\barrhythmia\s+varies\b|\b(?:only\s+)?becomes?\s+(?:a\s+)?(?:concern|worry|worrying|concerning|problem|significant|pathological|abnormal)\b|\bper\s+(?:°\s*[CF]\b|degree\b)/i;
/**
 * Definitions and reference values, from the cue on ("48 bpm, on the slow side — anything under 60 is called
 * bradycardia", "we call a QRS narrow when it is under 120 ms", "A normal PR is 120–200 ms", "≥ 120 ms = complete BBB").
 */
/** A mnemonic's name ("WiLLiaM (W in V1, M in V6) would be LBBB"): what it would be is not this ECG (case-sensitive). */
export const MNEMONIC_WOULD = /(?<=\b[A-Z][a-z]+[A-Z]{2}[a-z]+[A-Z]?\b(?:\s*\([^()\n]{0,40}\))?\s+)would\b/;
/** "…, and flutter would be regular-ish": what a rhythm named as the subject of "would" would show, from the conjunction on. */
/** …and "an RBBB with coved ST elevation in V1–V2 would raise Brugada": what an unnamed case would show, from its article on. */
export const HYPOTHETICAL_RHYTHM = /\b(?:and|but|whereas|while)\s+(?:(?:atrial\s+)?flutter|AF|a?fib|atrial\s+fibrillation|MAT|SVT|AVNRT|VT|sinus\s+tach(?:ycardia)?|LBBB|RBBB)\s+would\s+(?:be|look|show|have|give|need)\b|(?<=(?:^|[:;]\s*)[\s*_-]*)an?\s+[^,;.:\n]{1,60}?\s+would\s+(?:still\s+)?(?:raise|suggest|point\s+to|indicate|mean|be|have|show)\b|(?<=^[\s*_-]*)(?!(?:this|that|it|which|these|those|I|we|you|they|he|she|there|here)\b)(?:[\w-]+\s+){1,4}would\s+(?:interrupt|show|look|produce|give)\b|\bany\s+(?:[\w-]+\s+){1,4}(?:here\s+|present\s+)?would\s+(?:be|have|need|look)\b/i;
/** "Mnemonic: …", "Tip: irregular + sawtooth = flutter": a teaching line's general rule, unless it speaks of this ECG. */
export const TEACHING_LINE = /^[\s*_#>-]*(?:mnemonic|(?:exam\s+)?tip|remember|rule\s+of\s+thumb|pearl|teaching\s+point)s?\b[^:\n]{0,25}:/i;
export const THIS_ECG = /\b(?:this|here|these|ours?|the\s+(?:ECG|EKG|tracing|strip|patient))\b/i;
export const DEFINITIONAL = /\b(?:ST[\s-]*T|ST(?:[\s-]*segment)?|T[\s-]*wave|repolari[sz]ation)\s+(?:changes?|abnormalit(?:y|ies))\s+in\s+(?:an?\s+)?(?:[LR]?BBB|LVH|WPW|(?:left|right)?\s*bundle[\s-]+branch\s+block|paced\s+(?:rhythms?|beats?))\s+(?:are|is)\s+(?:usually\s+|typically\s+|always\s+)?(?:secondary|expected|typical|usual|discordant)\b|\bbefore\s+calling\b|\b(?:managed|treated)\s+as\b|\bcompare(?:d)?\s+(?:with\s+|to\s+)?(?:a|an|this|that)\b|\b(?:avoid(?:ing)?\s+missing|not\s+to\s+miss)\b|\b(?:the\s+)?(?:main\s+|principal\s+|key\s+)?differential(?:\s+diagnosis)?\s+(?:is|are|includes?|would\s+be)\b|(?<!\b(?:meets?|meeting|fulfils?|fulfills?|satisf(?:y|ies|ying)|fits?)\s+)\bthe\s+definition\s+of\b|\b(?:threshold|cut-?off|criterion|limit)\s+for\s+[^.;:\n]{1,40}?\s+(?:is|are)\s+(?=[<>≥≤~≈]|\d|(?:about|around|over|above|under|below|at\s+least|more\s+than|less\s+than)\b)|\bis\s+defined\s+as\b|\b(?:we|you)\s+call\b|(?<!\b(?:this|that|it|which|these|they|those)(?:\s+(?:pattern|finding|rhythm|appearance|change|delay|block|beats))?\s+)\b(?:is|are)\s+called\b|\b(?:a\s+)?normal\s+(?:PR|QRS|QTc?|rate|axis|P\s+wave)\s+(?:is|lies|falls|ranges)\b|\banything\s+(?:between|from|under|over|above|below|beyond)\b|(?:[<>≥≤]\s*\d|\d+\s*[–-]\s*\d+)[^=\n]{0,40}\s=\s*[A-Za-z]/i;
/**
 * Another tracing and what it showed: "his ECG from June 2023 had", "the day-1 post-op ECG showed", "the 2023 ECG, reported
 * as showing", "her 2023 tracing, which (per the letter) showed", "last week's watch recording was flagged as".
 */
const OTHER_TRACING = String.raw`(?:(?:previous|prev\.?|prior|earlier|old|older|last|baseline|clinic|GP|outpatient|ambulance|paramedic|pre-?hospital|pre-?op(?:erative)?|post-?op(?:erative)?|admission|(?:last|previous)\s+(?:week|month|year)['’]s|(?:19|20)\d\d|day[\s-]\d{1,2})\s+(?:[\w-]+\s+){0,2}?(?:ECG|EKG|tracing|recording|strip|study)s?(?:\s+(?:from|of|dated|in)\s+(?:\w+\s+)?(?:19|20)\d\d|\s+(?:from\s+)?last\s+(?:week|month|year)|\s+(?:from|of|in)\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)(?:\s+(?:19|20)\d\d)?)?|(?:ECG|EKG|tracing|recording|strip)s?\s+(?:from|of|dated|in)\s+(?:\w+\s+)?(?:19|20)\d\d|(?:\d{1,2}[\s-]*(?:day|hour|h|week)\s+)?(?:patch|Holter|event|ambulatory|loop)\s+(?:monitor(?:ing)?|recording|recorder|ECG)(?:\s*\([^()\n]{1,30}\))?|(?:ECG|EKG|tracing|recording)s?\s+(?:at|from|during|on|in)\s+(?:(?:his|her|their|the|a|an)\s+)?(?:last|previous|prior|earlier)\s+[\w-]+(?:\s+(?:session|visit|admission|appointment|assessment))?|(?:ECG|EKG|tracing|recording)s?\s+(?:at|from|by)\s+(?:(?:his|her|their|the|a|an)\s+)?(?:GP|clinic|surgery|practice|outpatients?|other\s+hospital|another\s+hospital)(?:\s+(?:surgery|practice|clinic|visit))?(?:\s+in\s+(?:\w+\s+)?(?:19|20)\d\d)?|(?:ECG|EKG|tracing|recording|strip)s?\s+(?:\d{1,2}\/(?:52|12|7)|\d{1,2}\s+(?:days?|weeks?|months?|years?)|a\s+(?:week|month|year))\s+ago)`;
const SHOWED = String.raw`\s*,?\s*(?:\([^()\n]{1,40}\)\s*)?(?:which\s+)?(?:\([^()\n]{1,40}\)\s*)?(?:(?:was|were)\s+(?:reported|read|flagged|described|interpreted|documented|called)\s+as(?:\s+showing)?|reported\s+as\s+showing|(?:had|showed|shows|demonstrated|revealed)\b|(?:was|were)\b)`;
export const PAST = new RegExp(String.raw`\b${OTHER_TRACING}${SHOWED}|` + /\bpreviously\b|\b(?:has|have)\s+(?:now\s+)?replaced\b|\b(?:that|those)\s+(?:of|on|in)\s+the\s+(?:previous|prior|earlier|old|older|last)\s+(?:ECG|EKG|tracing|recording|study)\b|\b(?:ECG|EKG|tracing|recording)s?,?\s+which\s+(?:had|showed|was|were|demonstrated)\b|\bthe\s+(?:first|earlier|previous|other)\s+(?:one|tracing|ECG|EKG)\b|\b(?:described\s+(?:it|them|the\s+\w+)|(?:they|he|she|you|report)\s+describes?(?:\s+(?:it|them))?)\s+as\b|\b(?:on|in)\s+(?:the\s+)?(?:previous|prior|earlier|old|older|last)\s+(?:ECG|EKG|tracing|recording)s?\b|\bin\s+(?:19|20)\d\d\b|(?<!\b(?:sits?|sitting|lies|lying|back|isoelectric|flat|returns?|returning)\s+)(?<!\d\s*(?:ms|s|bpm|mm|mV)?\s*)\bat\s+baseline\b|\b(?:hx|h\/o)\s+of\b|\bbaseline\s+(?:QTc?|QRS|PR|HR|rate)\b(?![^.;\n]{0,40}\b(?:conducted|this\s+(?:ECG|EKG|tracing|strip)|here)\b)|\bno\s+(?:known\s+(?:prior\s+|previous\s+|past\s+)?|(?:prior|previous|past)\s+)(?:history\s+of\s+)?(?=[A-Za-z])|\badmission\s+(?:HR|heart\s+rate|pulse|rate|rhythm|ECG|EKG)\b|\b(?:ECG|EKG|tracing)s?\s*\(\s*(?:from\s+)?(?:last|previous|a)\s+(?:week|month|year)(?:\s+ago)?\s*\)|\b(?:last|previous)\s+(?:week|month|year)['’]s\s+(?:ECG|EKG|tracing)\b|\b(?:ECG|EKG|tracing)s?\s+(?:from\s+)?(?:last|a)\s+(?:week|month|year)(?:\s+ago)?\b/.source, 'i');
/**
 * Another tracing named after what it showed ("88 bpm on the 2022 tracing", "the ST depression in V4–V6 on the old trace
 * has gone", "down from the 455 ms reported previously"): as PAST_AFTER, unless what comes before says what is new or
 * still there now (OTHER_NOW).
 */
export const OTHER_TRACING_AFTER = /\b(?:on|in)\s+(?:the\s+|her\s+|his\s+|your\s+)?(?:(?:19|20)\d\d|previous|prior|earlier|old|older|last|baseline)\s+(?:ECG|EKG|tracing|trace|recording|study)\b|\b(?:reported|measured|noted|documented|recorded)\s+(?:previously|before|earlier|last\s+time)\b/i;
export const OTHER_NOW = /\b(?:new|newly|not|no|now|absent|since|appear(?:s|ed)?|develop(?:s|ed)?|unchanged|same|similar|persists?|persisting|still|stable|today)\b/i;
/** A remark in parentheses about another tracing: "(2019: SR 68)", "(was 68)", "(it was +60° in 2022)", "(baseline 66 bpm)". */
export const PAST_PAREN = /\((?:(?:19|20)\d\d\s*:|(?:it|they|this|that)\s+(?:was|were)\b|(?:was|were)\s|baseline\s(?!wander|drift|noise|artefact|artifact|sway)|prev(?:ious(?:ly)?)?\.?\s|prior\s(?!to\b))[^()\n]{0,80}\)/gi;
/** A parenthesis glossing another tracing: "the admission tracing (K⁺ 7.1, when the T waves were 15 mm tall …)". */
export const OTHER_TRACING_GLOSS = new RegExp(String.raw`${OTHER_TRACING}[ \t]*\([^()\n]{0,200}\)`, 'gi');
/** A line labelled as another tracing ("**2018 ECG (from your notes):** sinus rhythm 80 bpm", "Earlier ECG (07:40), per the user: …"). */
/** …or a JSON key of it ("prior_findings": "sinus bradycardia 52 bpm, …"). */
const OTHER_TRACING_LABEL = new RegExp(String.raw`(?:^|(?<=[.;][ \t]))[ \t]*(?:(?:[-*•][ \t]*)?(?:\*\*|__)?${OTHER_TRACING}(?:[^:\n]|(?<=\d):(?=\d)){0,40}?(?:\*\*|__)?:(?:\*\*|__)?|[-*•]?[ \t]*["“]?(?:prior|previous|baseline|old|earlier)[ _-]?(?:findings|ecg|ekg|tracing|values|measurements|results|interpretation|report)["”]?[ \t]*:)`, 'gmi');

/** A heading over lines about other tracings ("**Older tracings (from the reports)**", "### Previous ECGs:"). */
const OTHER_TRACING_HEADING = new RegExp(String.raw`^[ \t]*(?:#{1,6}[ \t]*)?(?:\*\*|__)?(?!(?:no|none|without)\b)(?:[\w'’-]+[ \t]+){0,3}?${OTHER_TRACING}(?:[ \t]*\([^()\n]{0,40}\))?(?:\*\*|__)?[ \t]*:?(?:\*\*|__)?[ \t]*$`, 'gmi');
/** What ends a heading's section: a blank line or the next heading. */
const SECTION_END = /\n[ \t]*(?=\n|#|(?:\*\*|__)[^\n]*(?:\*\*|__)[ \t]*:?[ \t]*$)/m;

/** "the admission ECG you shared": the tracing a heading names is the one under review. */
function sharedAsThisOne(text: string, heading: string): boolean {
  const word = /\b(previous|prior|earlier|old|older|last|baseline|pre-?op\w*|post-?op\w*|admission|(?:19|20)\d\d)\b/i.exec(heading);
  return word !== null && new RegExp(String.raw`\b${word[1]}\s+(?:[\w-]+\s+)?(?:ECG|EKG|tracing|recording|strip)\s+(?:that\s+)?(?:you(?:['’]ve)?|I\s+was)\s+(?:just\s+)?(?:shared|sent|uploaded|attached|given|gave)`, 'i').test(text);
}

/** At most this many line spans are kept (each clause is tested against them). */
const MAX_LINE_SPANS = 2000;

/** A later tracing labelled where a sentence starts ("Repeat ECG on day 4: QTc 448 ms", "*Post-PCI ECG (13:40):* …"). */
const LATER_TRACING_LABEL = /(?:^|(?<=[.!?]\s))[ \t]*(?:[-*•_]+[ \t]*)?(?:repeat|follow-?up|subsequent|later|post-?(?:PCI|reperfusion|thrombolysis|lysis|cardioversion|DCCV|treatment))\s+(?:[\w-]+\s+)?(?:ECG|EKG|tracing|recording|strip)s?\b[^:\n]{0,40}?[*_]*:[*_]*/gim;

/** A numbered tracing's label ("ECG 2:", "**ECG 1** (admission) —", "| ECG 3 |"), group 1 its number. */
const NUMBERED_TRACING = /(?:^|(?<=[\s|(>*-]))(?:\*\*|__)?(?:ECG|EKG|tracing)\s*#?(\d)\b(?:\*\*|__)?(?:\s*\([^()\n]{0,60}\))?(?:\*\*|__)?\s*(?:[:—–|]|\s-\s|had\b|showed\b)/gi;
/** What marks the tracing under review ("ECG 3 (today, the uploaded one)", "This is the file you uploaded"). */
const UNDER_REVIEW = /\b(?<!\b(?:not|never|isn['’]t|wasn['’]t)\s+)(?:current|today['’]?s?|uploaded|under\s+review|the\s+(?:one|file|tracing)\s+you\s+(?:sent|shared|uploaded|attached)|this\s+(?:is\s+the\s+)?(?:one|file|tracing)\b)/i;
/** …said in a sentence of its own: "Only ECG 1 came as a file", "So everything I measure is ECG 1". */
const UNDER_REVIEW_SAID = /\b(?:came\s+(?:as|in)\s+(?:a|the)\s+file|(?:everything|all)\s+(?:that\s+)?I\s+(?:measure|measured|read)\b|the\s+(?:one|file|tracing)\s+(?:I\s+(?:can\s+)?(?:see|measure|have)|you\s+(?:sent|shared|uploaded|attached)))/i;
/** A numbered tracing named anywhere ("Compared with ECG 1 (…)", "ECG 3, the uploaded one"), group 1 its number. */
const NUMBERED_MENTION = /\b(?:ECG|EKG|tracing)\s*#?(\d)\b/gi;

/**
 * The stretches about numbered tracings other than the one under review, when the answer names several and marks
 * exactly one as under review: from each other label to the next label or the end of its line.
 */
function otherNumberedTracings(text: string): [number, number][] {
  const labels = [...text.matchAll(NUMBERED_TRACING)].slice(0, MAX_LINE_SPANS);
  const mentions = [...text.matchAll(NUMBERED_MENTION)].slice(0, MAX_LINE_SPANS);
  if (new Set(mentions.map((m) => m[1])).size < 2) return [];
  const window = (m: RegExpMatchArray) => {
    const lineEnd = text.indexOf('\n', m.index! + m[0].length);
    return text.slice(m.index!, Math.min(m.index! + m[0].length + 60, lineEnd < 0 ? text.length : lineEnd));
  };
  const current = new Set([
    ...labels.filter((m) => UNDER_REVIEW.test(window(m))).map((m) => m[1]),
    ...mentions.filter((m) => UNDER_REVIEW_SAID.test(ownSentence(text, m)) || UNDER_REVIEW.test(ownSentence(text, m, true))).map((m) => m[1]),
  ]);
  if (current.size !== 1) return [];
  const out: [number, number][] = [];
  labels.forEach((m, i) => {
    if (current.has(m[1])) return;
    const start = m.index! + m[0].length;
    const lineEnd = text.indexOf('\n', start);
    const next = labels[i + 1]?.index ?? Infinity;
    out.push([start, Math.min(lineEnd < 0 ? text.length : lineEnd, next)]);
  });
  // "Compared with ECG 1 (sinus tachycardia at 140 …)", "ECG 1 from triage (HR 140 per your note)": its parenthesis
  for (const m of mentions) {
    if (current.has(m[1])) continue;
    const paren = /^[^()\n.;]{0,30}\([^()\n]{1,200}\)/.exec(text.slice(m.index! + m[0].length));
    if (paren) out.push([m.index! + m[0].length + paren[0].indexOf('('), m.index! + m[0].length + paren[0].length]);
  }
  return out;
}

/** The sentence of a numbered tracing's mention (only from the mention on: `after`), cut at another one's mention. */
function ownSentence(text: string, m: RegExpMatchArray, after = false): string {
  const at = m.index!;
  const before = after ? '' : text.slice(Math.max(0, at - 120), at);
  const previous = [...before.matchAll(/\b(?:ECG|EKG|tracing)\s*#?\d\b/gi)].pop();
  const start = Math.max(before.search(/[^.;!?\n]*$/), previous ? previous.index! + previous[0].length : 0);
  const rest = text.slice(at + m[0].length, at + m[0].length + 120);
  // (from the mention on, a closing bracket or an "and" ends it too: "(ECG 2, March), and today's ECG")
  const end = rest.search(after ? /(?<!\d)[.;!?\n)](?!\d)|\band\b|\b(?:ECG|EKG|tracing)\s*#?\d\b/i : /(?<!\d)[.;!?\n](?!\d)|\b(?:ECG|EKG|tracing)\s*#?\d\b/i);
  return before.slice(start) + m[0] + (end < 0 ? rest : rest.slice(0, end));
}

/** What the lines labelled as another tracing say, as [start, end): that tracing's, not this one's. */
export function otherTracingLines(text: string): [number, number][] {
  const out: [number, number][] = [...otherNumberedTracings(text)];
  OTHER_TRACING_HEADING.lastIndex = 0;
  for (let m = OTHER_TRACING_HEADING.exec(text); m && out.length < MAX_LINE_SPANS; m = OTHER_TRACING_HEADING.exec(text)) {
    if (UNDER_REVIEW.test(m[0]) || sharedAsThisOne(text, m[0])) continue;
    const start = m.index + m[0].length;
    const end = text.slice(start + 1).search(SECTION_END);
    out.push([start, end < 0 ? text.length : start + 1 + end]);
  }
  for (const re of [OTHER_TRACING_LABEL, LATER_TRACING_LABEL]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m && out.length < MAX_LINE_SPANS; m = re.exec(text)) {
      const end = text.indexOf('\n', m.index + m[0].length);
      out.push([m.index + m[0].length, end < 0 ? text.length : end]);
    }
  }
  return out;
}
/**
 * The same said after the statement it places at another time or source ("Occ PAC noted earlier in shift", "QTc 440 on
 * admission", "LBBB per chart", "NSVT x3 at 03:12 on prior page"): the clause up to the cue, or from the comparison it
 * completes ("down to 65 bpm from 110 on admission": only the 110).
 */
export const PAST_AFTER = /(?<!\b(?:sits?|sitting|lies|lying|back|isoelectric|flat|returns?|returning|is|are|remains?|stays?)\s+(?:(?:essentially|basically|virtually|almost|nearly|roughly|right|back|now|still)\s+)?)\bat\s+baseline\b|\bin\s+(?:January|February|March|April|June|July|August|September|October|November|December)\b|\bper\s+your\s+(?:note|notes|description|message|summary)\b|\b(?:noted|seen|documented|recorded)?\s*earlier\s+(?:in\s+(?:the\s+)?|this\s+|last\s+)?(?:shift|day|night|morning|evening|afternoon|today|tonight)\b|\b(?:on|at|since)\s+admission\b|\bper\s+(?:the\s+)?(?:chart|old\s+records?|records?|history|previous\s+notes?|outside\s+records?)\b|\b(?:on|per)\s+(?:the\s+)?(?:prior|previous|earlier|last)\s+(?:page|strips?|print-?outs?|shift)\b|\bon\s+(?:the\s+)?(?:(?:ED|ward|bedside|cardiac|central|ambulance)\s+)?(?:monitor|telemetry|tele)\b|\bon\s+obs\b/i;
/** "Incomplete RBBB is a normal finding in athletes", "Early repolarisation is found in many athletes": said of a population, from its subject. */
/** An age group or athletes, whose norms a value may be judged against ("for a toddler", "for a 2-year-old", "for his age"). */
export const AGE_GROUP = String.raw`(?:(?:young|trained|healthy|competitive|endurance|elite)\s+)*(?:(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[\s-]*(?:year|month|week)s?[\s-]*olds?|toddlers?|child(?:ren)?|infants?|neonates?|newborns?|bab(?:y|ies)|kids?|adolescents?|teen(?:ager)?s?|athletes?|(?:(?:his|her|their|this|the\s+patient's)\s+)?age)\b`;
export const POPULATION_REMARK = /\bis\s+(?:an?\s+)?(?:normal|common|benign|frequent|expected)\s+(?:[\w-]+\s+){0,2}(?:finding|variant)\s+in\s+(?:(?:young|trained|endurance|healthy)\s+)*(?:athletes|children|adolescents)\b|\bis\s+(?:found|seen)\s+in\s+(?:a\s+large\s+share\s+of|many|most|up\s+to\s+\S+\s+of)\s+(?:[\w-]+\s+){0,3}(?:athletes|children|adolescents)\b/i;
/** "MAT needs ≥ 3 distinct P-wave morphologies and …": what a diagnosis requires, up to where the answer turns back to this ECG. */
export const REQUIREMENT = /\b(?:looking|searching|screening)\s+(?:specifically\s+|carefully\s+|closely\s+)?for\s[^,;.:]*|(?<=^[\s*_-]*)(?:needs?|requires?)\s[^,;.:]*|\b(?:[\w-]+\s+){1,3}(?:has|have|had|needs?)\s+to\s+be\s+(?:judged|assessed|read|interpreted|evaluated)\s+(?:by|with|using|against)\b[^,;.]*|\b(?:needs?|requires?)\s+(?:≥|>=|at\s+least|a\s+minimum\s+of)\s*\d[^,;]*?(?=\s+(?:and|but|whereas|while)\s|[,;]|$)|\b(?:MAT|AF|AFib|LBBB|RBBB|LVH|WPW|LAFB|LPFB|STEMI|Wenckebach|Mobitz(?:\s+I{1,2})?|flutter|sinus\s+rhythm)\s+(?:needs?|requires?)\s[^,;.]*?(?=\s+(?:and|but|whereas|while)\s+(?:there|here|this|it|I|we)\b|[,;.]|$)/i;
/** "probably rate-related or digoxin effect", "possibly LAFB or a normal variant": alternatives offered, neither asserted. */
export const ALTERNATIVES = /\b(?:probably|possibly|likely|perhaps|maybe|either)\s+[^,;.()\n]{1,60}?\bor\b[^,;.()\n]{1,60}/gi;
/** "incomplete vs complete RBBB": the alternatives of a differential (not "measured at J+60 vs the PR baseline"). */
export const VERSUS = /\b(?:vs\.?|versus)\s(?!\s*(?:the\s+)?(?:PR|TP|isoelectric)[\s-]+(?:baseline|segment)\b)/gi;
/** The same from the cue on: what precedes it is still asserted ("The slow rate is likely normal if the patient is an athlete"). */
/** "digoxin effect if they're on it": what precedes holds only on a drug the answer does not know the patient takes. */
export const ON_DRUG_IF = /\bif\s+(?:the\s+(?:patient|pt)|pt|they|he|she)(?:['’](?:re|s)|\s+(?:is|are|was|were))?\s+(?:on|taking|receiving|treated\s+with)\b/i;
export const PROSPECTIVE = /\bif\s+(?:no|there\s+(?:is|are)\s+no)\s|\b(?:can|could|may|might|would)\s+(?:\w+\s+){0,4}?(?:mimic|imitate|simulate)\b|\brepeat(?:ed)?\s+(?:it\s+|the\s+(?:ECG|tracing)\s+)?with\b|\b(?:to\s+)?(?:unmask|reveal|bring\s+out|expose)(?:s|es|ing)?\s+(?:any|an?\s+underlying|underlying|hidden|possible)\b|\b(?:may|might|could)\s+or\s+(?:may|might|could)\s+not\b|\bif\s+(?:it|this|that)(?:['’]s|\s+is|\s+(?:turns\s+out|proves)\s+to\s+be)\s+(?:really\s+|actually\s+|indeed\s+|in\s+fact\s+)?(?=[a-z])|\bif\s+(?:a|the|any)\s+(?:repeat|follow-?up|subsequent|later|future|next|new|serial)\s+(?:ECG|EKG|tracing|strip|recording)s?\b|\bif\b[^.;\n]{1,100},\s*(?:I['’]d\s+|we\s+should\s+|you\s+should\s+)?(?:treat|manage|handle)\s+(?:it|this|them|these|the\s+\w+)\s+as\b|\bif\s+(?=[^.;\n]{1,60}?\b(?:is|are|gets?|becomes?)\s+(?:confirmed|proven|demonstrated|documented|established)\b)|\b(?:risks?|danger)\s+of\b|\b(?:avoid(?:s|ing)?|prevent(?:s|ing)?)\s+(?:\w+\s+){0,2}?(?:into|developing)\b|\bcarr(?:y|ies)\s+(?:a|an|its\s+own)\s+(?:\w+\s+){0,2}risk\b|\b(?:on|in)\s+(?:subsequent|future|later|follow-?up|repeat|serial)\s+(?:tracings?|ECGs?|EKGs?|strips?)\b|\bat\s+risk\b|\b(?:watch(?:ing)?|monitor(?:ing)?|look(?:ing)?)\s+(?:out\s+)?for\b|\bon\s+a\s+monitor\s+for\b|\bif\s+(?:the\s+patient|a\s+patient|they|he|she|you)\b|\bto\s+re-?(?:assess|evaluate|check)\b|\b(?:progression|progress(?:es|ing)?)\s+to\b|\bbefore\s+(?:the\s+|any\s+)?(?:[\w-]+\s+){1,3}(?:develops?|appears?|evolves?|sets?\s+in)\b/i;
/** "the apparent ST depression in II is the flutter wave": a finding explained away as something else (the subject only). */
export const APPARENT = /\b(?:apparent|seeming|pseudo-?)\s+[^.;:\n]{1,60}?(?=\s+(?:is|are)\s+(?:just\s+|simply\s+|actually\s+|really\s+|probably\s+|likely\s+|only\s+|in\s+fact\s+)?(?:the|an?|due|from|caused|artefact|artifact|artefactual|artifactual|spurious|uninterpretable|unreliable|explained|related|secondary|not\s+(?:interpretable|real|reliable|genuine|true))\b)/gi;
/**
 * What a diagnosis is made of, spelled out in brackets: "by the criteria for sinus rhythm (P before every QRS, upright in
 * I and II)" (the criteria's name with it; not after "meets"), "no type 1 Brugada pattern (coved STE ≥ 2 mm)" (the
 * brackets of a denied pattern). Only words and thresholds in the brackets: a value there is measured. Group 1 marks
 * where the hedge starts.
 */
export const CRITERIA_GLOSS = /(?<!\b(?:[Mm]eets?|[Mm]eeting|[Mm]et|[Ff]ulfil(?:l?s|led|ling|l)?|[Ss]atisf(?:y|ies|ied|ying)|[Ff]its?|[Ff]itting)\s+(?:all\s+)?(?:the\s+)?(?:[\w-]+\s+){0,2})(\b)[Cc]riteri(?:on|a)\s+for\s+(?:(?!(?:met|fulfill?ed|satisfied|present|absent|not|with)\b)[\w′'’-]+\s*){1,5}?\((?:[^()\n\d≥>≤<]|[≥>≤<]\s?\d+(?:\.\d+)?){1,100}\)|\b[Nn]o\s+(?:[\w-]+\s+){0,3}[\w-]*[A-Z0-9][\w-]*\s+(?:[\w-]+\s+){0,2}pattern\s*(\()(?:[^()\n\d≥>≤<]|[≥>≤<]\s?\d+(?:\.\d+)?){1,60}\)/g;
/** A heading that names a set of criteria about to be checked: "**Ischaemia in LBBB — Sgarbossa criteria:**". */
export const CRITERIA_HEADING = /^[\s#*]*[A-Za-z][^\n:]{0,50}?\s[—–-]\s[\w'’ -]{0,30}\bcriteria\**\s*:\**\s*$/i;
export const DEFINITION = /\((?![^()\n]*\b(?:[Ff]rom|in|[Ll]eads?|V[1-9]|aV[LRF]|[Ii]nferior|[Ll]ateral|[Aa]nterior|[Ss]eptal|[Rr]eciprocal)\b)[\w\s′'°-]{1,30}(?:\+\s*(?=[A-Za-z])[\w\s′'°-]{1,30})+\)/g;
// A reading the answer gives up: "I initially read this as LBBB, but…", "At first glance I thought there was ST
// elevation", "My first thought was flutter", "My first pass from the RR gave ~42 bpm, but…", "I was going to write 'normal
// axis' — but…". From the cue to the clause end.
export const WITHDRAWN =
  /\b(?:I\s+(?:initially|first|originally)\s+(?:read|thought|called|took|considered|interpreted|labell?ed|counted|measured|estimated|calculated|got|made\s+it|said|wrote|put\s+it\s+at|had\s+it\s+at)|(?:at\s+first(?:\s+glance)?|initially|originally),?\s+(?:I\s+(?:thought|read|considered|called|counted|measured|estimated|calculated|got|made\s+it)|the\s+\w+(?:\s+\w+)?\s+(?:looked|seemed|appeared))|I\s+thought(?=\s+(?:it|this|there|that)\b)|my\s+(?:first|initial|original)\s+(?:read|reading|thought|impression|guess|instinct|call)\s+was|\b(?:first|initial)\s+(?:thought|guess|instinct|impression)\s*(?:is|was|:)|my\s+(?:first|initial|original)\s+(?:pass|count|estimate|attempt|measurement|calculation|look)(?:\s+(?:from|off|on|using|with)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?\s+(?:gave|was|said|showed|suggested|came\s+(?:to|out\s+at))|I\s+was\s+going\s+to\s+(?:write|say|call))\b/i;
/** A list of a classifier's outputs: "Label probabilities", "Findings (confidence):", "(p = 0.81)". */
const PROBABILITY_CUE = /\b(?:probabilit(?:y|ies)|confidences?|likelihoods?|softmax|sigmoid|logits?|scores?|predictions?|outputs?|classifiers?|top[\s-]?\d)\b|\bp\s*=\s*0?\./i;
/** A decimal between 0 and 1 (or a percentage) closing a finding's line or item: "LVH 0.03", "Right axis deviation — 3 %". */
const PROBABILITY_VALUE = /^\**\s*(?:[:=]|[—–]|\s-)?\s*\(?\s*(p\s*=\s*)?(?:(0?\.\d{1,3}|1\.0{1,3})|(\d{1,3}(?:\.\d)?)\s*%)\s*\)?\**[ \t]*(?=$|[\n;,|·•]|\.(?!\d))/i;
/**
 * The probability a classifier-style answer gives right after a finding or a label, or null: a percentage, "p = …",
 * or a bare decimal where the answer says it lists probabilities or confidences (else "ST depression 0.1" is a value).
 */
export function probabilityAfter(text: string, at: number): number | null {
  const m = PROBABILITY_VALUE.exec(text.slice(at, at + 30));
  if (!m) return null;
  if (m[2] !== undefined && !m[1] && !PROBABILITY_CUE.test(text.slice(Math.max(0, at - 400), at))) return null;
  const p = m[2] !== undefined ? Number(m[2].replace(/^\./, '0.')) : Number(m[3]) / 100;
  return p <= 1 ? p : null;
}

// A negation cue directly after the mention.
/** "X has resolved / gone / normalised", "is back to baseline": denied now */
const RESOLVED = String.raw`(?:\s+in\s+[\w\s,–-]{1,30})?(?:\s+(?:seen|noted|present|recorded|documented)\s+(?:then|before|previously|earlier|last\s+(?:week|month|year|time)|(?:in|on)\s+(?:(?:the|his|her)\s+)?(?:(?:19|20)\d\d|(?:previous|prior|earlier|old|last)\s+(?:ECG|EKG|tracing|recording|strip))))?(?:\s+(?:is|are)\s+no\s+longer\s+(?:present|seen|visible|there|evident|apparent)\b|\s+(?:has|have)\s+(?:now\s+|since\s+|also\s+|completely\s+|fully\s+)?(?:resolved|gone|disappeared|normali[sz]ed|settled)\b|\s+(?:is|are)\s+(?:now\s+|basically\s+|essentially\s+|completely\s+)?(?:gone|resolved|back\s+to\s+(?:baseline|normal))\b)`;
/** "flutter — less likely", "junctional rhythm — excluded", "flutter with variable block 5 %", "1AVB (0.08)" (a low probability) */
const RANKED_LOW = String.raw`\s*[([]\s*[<≤~≈]?\s*0?\.[0-4]\d{0,2}\s*[)\]]|\s*(?:[:=|—–]|\s-)?\s*\**\s*(?:probability|likelihood|p)\s*(?:[:=]|of)?\s*[~≈]?\s*0?\.[0-4]\d{0,2}(?![\d.])|\s*(?:[:=|—–]|\s-)\s*[~≈]?\s*0?\.[0-4]\d{0,2}(?![\d.]|\s*(?:s|sec|ms|mV|mm)\b)|(?:\s+with\s+(?:\d:\d|[^—–:\n.;%]){1,30})?(?:(?:\s*\([^()\n]{1,20}\))?\s*(?:[:=|]\s*)?\(?\s*[<≤~≈]?\s*(?<![\d.,])(?:[0-9]|[1-4][0-9])\s*%(?!\s*(?:(?:ventricular|ectopic|PVC|PAC)\s+)?(?:burden|of\s+(?:the\s+|all\s+)?(?:beats|complexes|QRS)))|\s*\(\s*\**(?:(?:very|much|far|highly)\s+)?(?:less\s+likely|unlikely|excluded|ruled\s+out|not\s+(?:favou?red|likely|supported))\**\s*\)|\**\s*(?:[:—–]|\s-)\s*\**\s*(?:(?:very|much|far|highly)\s+)?(?:less\s+likely|unlikely|excluded|ruled\s+out|not\s+(?:favou?red|likely|supported)|no(?=\s*(?:[.,;:)!?\n*]|$))|no\s+(?:(?:visible|obvious|clear|discernible)\s+)?(?:(?:flutter|delta|f|fibrillatory)\s+waves?|sawtooth))\b)|(?:is|are)\s+(?:(?:much|far|a\s+lot|even)\s+)?less\s+likely\b|\s*[:,—–]\s*(?:very\s+)?low\s+(?:confidence|probability|likelihood)\b`;
/** "P waves: not clearly seen", "not definitely present": a denial still. */
const NOT_CLEARLY = String.raw`(?:(?:clearly|definitely|obviously|reliably)\s+)?`;
/** A count of none ("Couplets: 0", "| Ectopic beats | 0 |", "VEs 0", "0 PVCs"), not a value of 0 mm or 0.1. */
const ZERO_COUNT = String.raw`(?<!\d[.,]?\s?)(?:0|zero)(?!\d|[.,]\d|\s*(?:%|[a-zµ°]))`;
/** "ectopy: none", "st elevation leads: none", "LBBB, present: none" (structured answers, structured-text.ts) */
/** A key's denying value ("Flutter waves: none", "LBBB — not seen"); a bare "no" after a dash only when it ends the item. */
const KEY_DENIED = String.raw`none|nil|absent|negative|incorrect|wrong|${ZERO_COUNT}|not\s+${NOT_CLEARLY}(?:seen|present|suggested|evident|identified|detected)|(?:[\w–-]+\s+){0,2}criteri(?:a|on)\s+(?:(?:is|are)\s+)?not\s+met`;
const KEY_NONE = String.raw`\s+(?:[^:\n.;?]|\.\d){1,80}:\**\s*(?:absent|none|not\s+(?:present|met|seen|detected)|no(?=\s+episodes?\b)|${ZERO_COUNT})\b|[ \t]+${ZERO_COUNT}(?=[ \t]*(?:[,;|)\n]|\.(?!\d)|$))|\s*[^:\n.;?]{0,20}(?:mv|mm)\s*[:=]\s*0(?:\.0+)?(?![\d.])|\s*\?\s*(?:answer|a)\s*:\s*(?:no|none|absent)\b|(?:\s*\/\s*[\w-]{1,12}(?=\s*[—–:]))?(?:\s+(?:leads?|present|seen|detected|found|met|pattern))?\s*\**\s*(?:["”]?\s*[:=|]\s*\**\s*["“]?(?:${KEY_DENIED}|no(?!\s+marks?\b))\b|(?:[—–]|(?<=\s)-)\s*\**\s*(?:${KEY_DENIED}|no(?=\s*(?:[.,;)|*\n—–-]|$)))\b)|,\s*(?:present|detected|seen|found)\s*:\s*(?:none|no)\b|[^|\n]{1,30}\|\s*\**\s*(?:none|nil|absent|not\s+seen)\b(?!\s+of\b)`;
/**
 * "PR is not prolonged", "ST elevation is absent", "cannot be seen", "STEMI criteria not met"; "X, not Y" negates Y, not
 * X: a bare "not" after the mention needs a copula or a verb of seeing. "Elevation with reciprocal depression is not
 * pericarditis" denies the diagnosis named after it, not the mention.
 */
/** A reviewer's word for another reader's statement it rejects ("wrong", "an overcall", "not supported"). */
export const WRONG = String.raw`(?:wrong|incorrect|false|invented|fabricated|made\s+up|unsupported|unjustified|mistaken|inaccurate|an?\s+(?:overcall|over-?read|error|mistake|hallucination)|not\s+(?:right|correct|supported|justified|warranted|accurate|true))\b`;
/** A reviewer's verdict on a call it names ("the anterior STEMI call is wrong", "LVH should not have been diagnosed"). */
const VERDICT_NOT = String.raw`(?:call|label|diagnosis|claim|read(?:ing)?|interpretation|statement|impression)\s+(?:is|was)\s+(?:also\s+|simply\s+|clearly\s+)?${WRONG}|should(?:\s+not|n['’]t)\s+have\s+been\s+(?:diagnosed|called|made|reported|raised|given|labell?ed|mentioned)\b`;
const COPULA_NOT = String.raw`(?:criteri(?:a|on)\s+(?:(?:is|are)n['’]t|(?:is|are)\s+not)\s+(?:met|fulfill?ed|satisfied)\b)|(?:would\s+be\s+(?:wrong|incorrect|a\s+mistake|inaccurate|an\s+overcall|an\s+error)\b)|${VERDICT_NOT}|(?:(?:is|are|was|were|has been|have been|appears?|seems?|looks?|criteria (?:are|is))\s+(?:(?:clearly|definitely|certainly|really|strictly|quite|entirely|fully|simply)\s+)?(?:(?:wrong|incorrect)\b(?!\s+(?:to|about)\b)|(?:invented|hallucinated|fabricated|made\s+up)\b|no\s+longer\b(?!\s+than\b)|not\b(?!\s+(?:(?:entirely|completely|totally)\s+)?(?:absent|excluded|missing|lacking)\b|\s+(?:just|only|simply|merely|preceded|followed|dangerous|harmful|serious|concerning|worrying|an?\s+(?:diagnosis|disease|emergency|contraindication|indication|reason|barrier|bar))\b|\s+(?:(?:a\s+)?part\s+of|typical\s+of|(?:a\s+)?features?\s+of|expected\s+(?:in|with|for)|explained\s+by)\b|\s+(?:an?\s+)?(?:pericarditis|early\s+repolari[sz]ation|STEMI|ischa?emi[ac]\w*|infarct\w*)\b)|absent\b|(?:very\s+|highly\s+)?(?:unlikely|doubtful|improbable)\b(?!\s+(?:to|that)\b)|excluded\b|ruled\s+out\b|out\b(?!\s+of\b)))|(?:very\s+|highly\s+)?(?:unlikely|doubtful|improbable)\b(?!\s+(?:to|that)\b)|(?:(?:considered|felt|thought|deemed|judged)\s+(?:but\s+)?)?(?:(?:much|far|very)\s+)?(?:less\s+likely|unlikely)\b(?!\s+(?:to|that|than)\b)|considered\s+(?:and|but)\s+(?:excluded|ruled\s+out|rejected|dismissed)\b|(?:is|are|was|were)n't\b(?!\s+(?:being\s+)?(?:produced|caused|explained|driven|generated|due|from|related|secondary|just|only|simply|merely|preceded|followed|dangerous|harmful|serious|concerning|worrying|an?\s+(?:diagnosis|disease|emergency|contraindication|indication|reason|barrier|bar))\b)|criteri(?:a|on)\s+not\s+(?:met|fulfilled|satisfied)\b|absent\b(?!\s+(?:[\w-]+\s+){0,2}(?:waves?|complex(?:es)?|QRS|segments?)\b(?![\s,]+absent\b))|none\b(?!\s+of\b)|(?:in|on)\s+none\s+of\b|not\s+${NOT_CLEARLY}(?:present|seen|identified|evident|noted|observed|met|detected|suggested|shown|demonstrated|apparent|visible)\b|(?:can(?:not|'t)|could not|can not)\s+be\s+(?:seen|identified|found|detected|demonstrated|appreciated)\b`;
export const POST_NEGATION = new RegExp(String.raw`^[\s,]*(?:${RESOLVED}|${RANKED_LOW}|${KEY_NONE}|${COPULA_NOT})`, 'i');

/** "Why not the others?", "Other options:", "Distractors:" over a quiz's options: each option's name below it is wrong. */
export const REJECTED_OPTIONS_HEADING = /^[\s*#>_-]*(?:why\s+not\s+(?:the\s+)?(?:others?|alternatives|other\s+(?:options|answers|choices|diagnoses|rhythms))|(?:the\s+)?(?:other|wrong|incorrect)\s+(?:options|answers|choices)|distractors)\b[^\n?:]{0,20}[?:]?\s*\**\s*$/i;
/** "- (A) Hyperkalaemia: you'd expect …": an option's letter and name, up to its colon or dash. */
/** Under a rejected-options heading, a bullet's name: up to its colon or dash, or to the verb that describes it ("- Sinus tachycardia would be regular"). */
export const REJECTED_BULLET_HEAD = /^\s*(?:[-*•+]|\d{1,2}[.)])\s+(?:[^:—–\n]{1,60}?\s*(?:[:—–]|\s-\s)|[^:—–\n]{1,50}?(?=\s+(?:has|have|is|are|would|should|shows?|needs?|requires?|gives?|produces?|typically|usually|classically)\b))/;

/** What a rejected option's name is followed by when the clause describes the option itself ("AF has no organised P waves"). */
export const SAID_OF_OPTION = /^\s*(?:has|have|is|are|would|should|shows?|needs?|requires?|gives?|produces?|typically|usually|classically)\b/i;

export const OPTION_HEAD = /^[\s*•-]*\(?[A-Ea-e]\)\s*\**[^:—–\n]{1,60}?\**\s*(?:[:—–]|\s-\s)/;
/** "Negatives:", "Absent:", "Pertinent negatives:": what the heading lists (inline or as the bullets below it) is denied. */
export const NEGATIVE_HEADING = /^[\s*#>_-]*(?:pertinent\s+)?(?:negatives?|absent|not\s+(?:present|seen)|excluded|ruled\s+out)\s*\**\s*:\s*\**/i;
/**
 * A bullet whose candidate is weighed and ruled out on its line: "- Atrial flutter with variable block: would show F
 * waves … → not flutter". Group 1 is the candidate (the head before the colon or dash).
 */
export const RULED_OUT_BULLET = /^\s*(?:[-*•+]|\d{1,2}[.)])\s+\**([^:—–\n]{2,60}?)\**\s*(?::|[—–]|\s-\s)(?=[^\n]*(?:[→⇒]|-+>|,\s*so\b|[—–]|\s-\s)\s*(?:(?:so|therefore|thus|hence)\s+)?(?:not\b(?!\s+(?:excluded|ruled\s+out))|unlikely|excluded|ruled\s+out)[^\n]*$)/i;

export const BULLET = /^\s*(?:[-*•+]|\d{1,2}[.)])\s+/;
/** A line listing a question's options ("(A) atrial flutter (B) left bundle branch block …"): none of them is asserted. */
export const OPTION_MARK = /(?:^|\s)\(?[A-E]\)\s/g;
/** A checklist's mark before its answer: "every QRS < 0.5 mV? ✔ Yes", "… < 1.0 mV? ✘ No". */
const TICK = '✔✓✅☑';
const CROSS = '✘✗❌☒';
const MARK = String.raw`(?:[${TICK}${CROSS}]\uFE0F?\s*)?`;
/** An answer that says a finding is not there: "not seen", "Not on this tracing". */
const NOT_SEEN = String.raw`not\s+(?:seen|present|on\s+this\s+(?:tracing|ECG|EKG|strip)|here)`;
/** "Flutter? No." — a question the answer itself answers. */
export const ANSWERED_NO = new RegExp(String.raw`^\s*(?:(?:answer|a)\s*:\s*)?${MARK}(?:no|none|absent|${NOT_SEEN})\b`, 'i');
/** "ST elevation? Answer: lead II, lead III, lead aVF" (ECG-QA) names where, so it asserts. */
export const ANSWERED_YES = new RegExp(String.raw`^\s*(?:(?:answer|a)\s*:\s*)?${MARK}(?:yes|present|leads?\s|in\s+leads?\s)`, 'i');
/** "Is there ST elevation in V1? No." / "… ? Yes" on one line: the mark after the question and its answer word (group 1). */
export const INLINE_ANSWER = new RegExp(String.raw`\?\s*(?:(?:answer|a)\s*:\s*)?${MARK}(yes|present|no|none|absent|${NOT_SEEN})\b`, 'i');
/** A checklist item left unticked ("☐ Flutter waves", "- [ ] LBBB"): the line denies it. */
export const EMPTY_CHECKBOX = /^[\s*•-]*(?:☐|\[\s\])\s*/;
/** "✗ Sine-wave pattern" in a list whose other items are ticked ("✓ Peaked T waves"): the crossed item is absent. */
export const CROSSED_ITEM = new RegExp(String.raw`^[\s*•-]*[${CROSS}]\uFE0F?\s*`);
/** A ticked item anywhere in the answer: its crosses are a checklist's. */
export const TICKED_ITEM = new RegExp(String.raw`^[\s*•-]*[${TICK}]`, 'm');
/** A table row whose last cell answers No ("| rSR′ in V1 | — | ❌ No |", "Couplets / runs | No"): the row denies its feature. */
export const ROW_ANSWERED_NO = new RegExp(String.raw`\|\s*${MARK}(?:no|absent|none)\s*\|?\s*$`, 'i');
/** "MAT and flutter with variable block are the main alternatives": what the clause names is weighed, not found */
export const NAMED_AS_ALTERNATIVES = /\b(?:are|is|remain|would\s+be)\s+(?:the\s+|other\s+)?(?:(?:main|principal|chief|other|usual|obvious|leading)\s+)?(?:alternatives?|alternative\s+(?:diagnos[ie]s|explanations?)|differentials?|possibilities)\b/i;
/** "ectopy: ~", "lafb: unknown", "<pr>n/a</pr>": a key whose value is unknown asserts nothing (a PR said to be n/a is `pr_unmeasurable`). */
export const UNKNOWN_VALUE = /(?<!\bP[RQ](?:\s+interval)?\s*)[:=]\s*(?:unknown|n\/a|not\s+(?:assessed|evaluated|applicable|measurable)|indeterminate)\s*[,;.]?\s*$/i;
export const EXAMPLE_SENTENCE = /^[\s*#>_-]*(?:for|by|in)\s+comparison\b|^[\s*#>_-]*hypothes[ie]s(?:\s+\d{1,2}|\s+[A-D])?\s*\**\s*:|^[\s*#>_-]*(?:for\s+example|as\s+an?\s+(?:worked\s+)?example|as\s+a\s+contrast)\b/i;
export const ATTRIBUTE_QUESTION = /\b(?:new|old|acute|chronic|recent|prior|previous|changed|significant|clinically|symptomatic|the\s+cause|why)\b/i;

/** What opens an item of a ranked differential before its candidate: "(b) ", "4. ", "- ", "| 2 | ". */
const ITEM_BULLET = String.raw`^[\s>*_#]*(?:\|\s*\d{1,2}\s*\|\s*|(?:\(?(?:[a-h]|\d{1,2})[.)]|[-•*])\s*)?\**\s*`;
const ITEM_OPEN = new RegExp(`${ITEM_BULLET}$`, 'i');
/** An item's candidate with a qualifier after it, up to the qualifier ("2. Atrial flutter with "). */
const ITEM_QUALIFIER = new RegExp(String.raw`${ITEM_BULLET}[A-Za-z][^—–:|(\n.;]{2,30}\s(?:with|and)\s+$`, 'i');
/** The rest of a candidate's name after the mention: "with 2:1 block", "2:1", "(LAD)". */
const NAME_REST = String.raw`^(?:\s+(?:[^—–:|(\n.;]|(?<=\d):(?=\d)){1,30}?)?\s*\**\s*`;
/** The candidate's name ends at a colon, a dash or a cell border. */
const ITEM_HEAD_END = new RegExp(String.raw`${NAME_REST}(?:[:—–|(]|\s-\s)`);
const DENYING_VERDICT = String.raw`\**(?:(?:very|highly|much|far)\s+)?(?:unlikely|against|argued?\s+against|excluded|ruled\s+out|less\s+likely|not\s+(?:likely|favou?red|supported))\b(?!\s+(?:to|that|than)\b)`;
/** The item's closing verdict: "… no Q waves. Unlikely.", "… Against.", "…, so no", "… — excluded.", "| Less likely |". */
const ITEM_DENIED = new RegExp(String.raw`(?:[.;!]\s+|,\s*so\s+|\|\s*|\s[—–]\s*|\s-\s+)(?:${DENYING_VERDICT}|\**no\b)\**\s*[.!]?\s*\**\s*\|?\s*$`, 'i');
/** …or its opening one, before the reasons: "2. **Atrial flutter 2:1** — unlikely: no flutter waves". */
const ITEM_DENIED_FIRST = new RegExp(String.raw`${NAME_REST}(?:[:—–]|\s-\s)\s*${DENYING_VERDICT}`, 'i');
/** A column of verdicts on the candidates in a differential's table ("| Candidate | Verdict | Why |"). */
const VERDICT_COLUMN = /^\**\s*(?:verdict|likelihood|likely\??|status|assessment|conclusion|probability|ruled\s+in\s*\/\s*out|in\s*\/\s*out)\b/i;
const DENYING_CELL = new RegExp(String.raw`^${DENYING_VERDICT}`, 'i');
const PROBABILITY_COLUMN = /^\**\s*(?:probability|likelihood|p)\b/i;
/** A probability below one half: "0.2", "~0.15", "20 %". */
const LOW_PROBABILITY = /^\s*\**\s*[~≈<]?\s*(?:0?\.[0-4]\d{0,2}|(?:[0-9]|[1-4][0-9])(?:\.\d)?\s*%)\s*\**\s*$/;

/**
 * A candidate that heads an item of a differential and the item's verdict rules it out: "(c) benign early
 * repolarisation — modest, no reciprocal depression expected. Against.", "4. Anterior MI — rS in V1 but no Q waves.
 * Unlikely.", "2. Flutter 2:1 — unlikely: no flutter waves", "| 2 | Anterior STEMI | … | Less likely |", and the first
 * cell of a row whose verdict column rules it out ("| Atrial flutter | Ruled out | no sawtooth baseline |").
 */
export function itemVerdictDenies(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  const rest = text.slice(end, lineEnd < 0 ? text.length : lineEnd);
  if (rest.length > 240) return false;
  // the candidate, or a qualifier in its name ("Atrial flutter with 2:1 block")
  const head = ITEM_OPEN.exec(text.slice(lineStart, start)) ?? ITEM_QUALIFIER.exec(text.slice(lineStart, start));
  if (head && ITEM_HEAD_END.test(rest) && (ITEM_DENIED.test(rest) || ITEM_DENIED_FIRST.test(rest))) return true;
  return tableVerdictDenies(text, lineStart, start, lineEnd < 0 ? text.length : lineEnd);
}

function tableVerdictDenies(text: string, lineStart: number, start: number, lineEnd: number): boolean {
  if (!/^[ \t]*\|/.test(text.slice(lineStart, start))) return false;
  const row = cellSpans(text.slice(lineStart, lineEnd), lineStart);
  if (row.length < 2 || start >= row[1].start) return false;
  const header = tableHeaderAbove(text, start);
  if (header === null) return false;
  const names = cellSpans(header, 0);
  const k = names.findIndex((n, i) => i > 0 && VERDICT_COLUMN.test(n.text));
  return k > 0 && row[k] !== undefined && (DENYING_CELL.test(row[k].text) || (PROBABILITY_COLUMN.test(names[k].text) && LOW_PROBABILITY.test(row[k].text)));
}

/** A line of a question's option list: "(a) Normal ECG", "- B. Atrial fibrillation", "C. **Atrial flutter** ✔". */
const OPTION_LINE = /^[ \t]*(?:[-*•][ \t]+)?(?:\*\*|__)?\(?([A-Ha-h])[.)](?:\*\*|__)?[ \t]+([^\n:]{1,100})$/;
/** The option the key chose: ticked, or called the answer. */
const CHOSEN_OPTION = /[✅✔✓☑]|\b(?:correct(?:\s+answer)?|answer|best\s+answer|key)\b/i;
const LONGEST_LIST = 8;

/**
 * The options of a question listed one per line under its stem ("What is the most likely diagnosis?" over "(a) Normal
 * ECG" … "(e) Sinus bradycardia"): the lines, as [start, end), of those the key did not choose. None of them is
 * asserted; the chosen one (ticked) is. A list needs three options lettered in order from a or A under a line that
 * asks (ends in "?" or ":"), so an outline's lettered sections ("A. Rate: 70 bpm") are not read as one.
 */
export function unchosenOptionLines(text: string): [number, number][] {
  if (!/^[ \t]*(?:[-*•][ \t]+)?(?:\*\*|__)?\(?[Aa][.)]/m.test(text)) return [];
  const out: [number, number][] = [];
  const lines = lineSpans(text);
  for (let i = 0; i < lines.length && out.length < MAX_LINE_SPANS; i++) {
    const first = OPTION_LINE.exec(lines[i].line);
    if (!first || !/^[Aa]$/.test(first[1])) continue;
    const block = [i];
    const base = first[1].charCodeAt(0);
    for (let j = i + 1; j < lines.length && block.length < LONGEST_LIST; j++) {
      const m = OPTION_LINE.exec(lines[j].line);
      if (!m || m[1].charCodeAt(0) !== base + block.length) break;
      block.push(j);
    }
    let stem = i - 1;
    while (stem >= 0 && !lines[stem].line.trim()) stem--;
    const asks = stem >= 0 && /[?:]\s*(?:\*\*|__|\*|_)?\s*$/.test(lines[stem].line);
    if (block.length >= 3 && asks) for (const j of block) if (!CHOSEN_OPTION.test(lines[j].line)) out.push([lines[j].start, lines[j].end]);
    i = block[block.length - 1];
  }
  return out;
}
