"""Places a finding holds in ("the incidence of type II diabetes in India", "blindness in Southern Sudan"): the
countries and the regions of the world by their English short names, as a claim ends with them. The population of a
claim that names no people; the people of a question are read by question_words.POPULATION_NOUN, which names the
continents too."""

from __future__ import annotations

import re

# The United Nations' member states and observers by their common English short names, and the parts of the
# United Kingdom, with the short forms research writes ("UK", "USA").
_COUNTRIES = (
    "Afghanistan|Albania|Algeria|Andorra|Angola|Antigua and Barbuda|Argentina|Armenia|Australia|Austria|Azerbaijan|"
    "the Bahamas|Bahamas|Bahrain|Bangladesh|Barbados|Belarus|Belgium|Belize|Benin|Bhutan|Bolivia|"
    "Bosnia and Herzegovina|Botswana|Brazil|Brunei|Bulgaria|Burkina Faso|Burundi|Cabo Verde|Cape Verde|Cambodia|"
    "Cameroon|Canada|the Central African Republic|Central African Republic|Chad|Chile|China|Colombia|Comoros|"
    "the Congo|Congo|Costa Rica|C[oô]te d'Ivoire|Ivory Coast|Croatia|Cuba|Cyprus|Czechia|the Czech Republic|"
    "Czech Republic|the Democratic Republic of the Congo|Denmark|Djibouti|Dominica|the Dominican Republic|"
    "Dominican Republic|Ecuador|Egypt|El Salvador|Equatorial Guinea|Eritrea|Estonia|Eswatini|Swaziland|Ethiopia|"
    "Fiji|Finland|France|Gabon|the Gambia|Gambia|Georgia|Germany|Ghana|Greece|Grenada|Guatemala|Guinea-Bissau|Guinea|"
    "Guyana|Haiti|Honduras|Hungary|Iceland|India|Indonesia|Iran|Iraq|Ireland|Israel|Italy|Jamaica|Japan|Jordan|"
    "Kazakhstan|Kenya|Kiribati|Kuwait|Kyrgyzstan|Laos|Latvia|Lebanon|Lesotho|Liberia|Libya|Liechtenstein|Lithuania|"
    "Luxembourg|Madagascar|Malawi|Malaysia|Maldives|Mali|Malta|the Marshall Islands|Mauritania|Mauritius|Mexico|"
    "Micronesia|Moldova|Monaco|Mongolia|Montenegro|Morocco|Mozambique|Myanmar|Burma|Namibia|Nauru|Nepal|"
    "the Netherlands|Netherlands|New Zealand|Nicaragua|Niger|Nigeria|North Korea|North Macedonia|Norway|Oman|"
    "Pakistan|Palau|Palestine|Panama|Papua New Guinea|Paraguay|Peru|the Philippines|Philippines|Poland|Portugal|"
    "Qatar|Romania|Russia|the Russian Federation|Rwanda|Saint Kitts and Nevis|Saint Lucia|"
    "Saint Vincent and the Grenadines|Samoa|San Marino|Sao Tome and Principe|Saudi Arabia|Senegal|Serbia|"
    "Seychelles|Sierra Leone|Singapore|Slovakia|Slovenia|the Solomon Islands|Somalia|South Africa|South Korea|Korea|"
    "South Sudan|Spain|Sri Lanka|Sudan|Suriname|Sweden|Switzerland|Syria|Taiwan|Tajikistan|Tanzania|Thailand|"
    "Timor-Leste|Togo|Tonga|Trinidad and Tobago|Tunisia|Turkey|T[uü]rkiye|Turkmenistan|Tuvalu|Uganda|Ukraine|"
    "the United Arab Emirates|United Arab Emirates|the United Kingdom|United Kingdom|the United States(?: of America)?|"
    "United States(?: of America)?|Uruguay|Uzbekistan|Vanuatu|Venezuela|Vietnam|Viet Nam|Yemen|Zambia|Zimbabwe|"
    "England|Scotland|Wales|Northern Ireland|Great Britain|Britain|the UK|UK|the U\\.K\\.|U\\.K\\.|the USA|"
    "USA|the U\\.S\\.|U\\.S\\.|Hong Kong"
)
_REGIONS = (
    "Africa|Asia|Europe|Latin America|North America|South America|Central America|the Middle East|Middle East|"
    "Oceania|the Caribbean|Scandinavia|the Pacific|the Balkans|the Sahel"
)
# "Southern Sudan", "sub-Saharan Africa", "rural India"; the direction and the setting in lower case too.
_QUALIFIER = (
    r"(?:(?:[Nn]orth|[Ss]outh|[Ee]ast|[Ww]est)(?:ern|-?(?:east|west)(?:ern)?)?|[Cc]entral|[Ss]ub-Saharan|[Rr]ural|"
    r"[Uu]rban)\s+"
)
# Case matters: "US" is a country, "us" a pronoun.
PLACE = re.compile(rf"^(?:{_QUALIFIER})?(?:{_COUNTRIES}|{_REGIONS})$")


def is_place(phrase: str) -> bool:
    """Whether the phrase is a country or a region of the world, nothing more ("in India", "in Southern Sudan";
    not "India's health system")."""
    return bool(PLACE.match(phrase.strip(" .?!")))
