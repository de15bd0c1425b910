// The countries Superset's Country Map draws (select_country), by the key its saved charts hold:
// one per geometry file of Superset's plugin-chart-country-map (Apache-2.0, from Natural Earth's
// admin-1 boundaries), the regional variants (`france_regions`, ...) beside the finer ones.

export const COUNTRY_MAP_COUNTRIES: readonly string[] = [
  'afghanistan aland albania algeria american_samoa andorra angola anguilla antarctica',
  'antigua_and_barbuda argentina armenia australia austria azerbaijan bahrain bangladesh barbados',
  'belarus belgium belize benin bermuda bhutan bolivia bosnia_and_herzegovina botswana brazil',
  'brunei bulgaria burkina_faso burundi cambodia cameroon canada cape_verde',
  'central_african_republic chad chile china colombia comoros cook_islands costa_rica croatia cuba',
  'cyprus czech_republic democratic_republic_of_the_congo denmark djibouti dominica',
  'dominican_republic ecuador egypt el_salvador equatorial_guinea eritrea estonia ethiopia fiji',
  'finland france france_regions french_polynesia gabon gambia germany ghana greece greenland',
  'grenada guatemala guinea guyana haiti honduras hungary iceland india indonesia iran israel italy',
  'italy_regions japan jordan kazakhstan kenya korea kuwait kyrgyzstan laos latvia lebanon lesotho',
  'liberia libya liechtenstein lithuania luxembourg macedonia madagascar malawi malaysia maldives',
  'mali malta marshall_islands mauritania mauritius mexico moldova mongolia montenegro montserrat',
  'morocco mozambique myanmar namibia nauru nepal netherlands new_caledonia new_zealand nicaragua',
  'niger nigeria northern_mariana_islands norway oman pakistan palau panama papua_new_guinea',
  'paraguay peru philippines philippines_regions poland portugal qatar romania russia rwanda',
  'saint_lucia saint_pierre_and_miquelon saint_vincent_and_the_grenadines samoa san_marino',
  'sao_tome_and_principe saudi_arabia senegal seychelles sierra_leone singapore slovakia slovenia',
  'solomon_islands somalia south_africa spain sri_lanka sudan suriname sweden switzerland syria',
  'taiwan tajikistan tanzania thailand the_bahamas timorleste togo tonga trinidad_and_tobago',
  'tunisia turkey turkey_regions turkmenistan turks_and_caicos_islands uganda uk ukraine',
  'united_arab_emirates united_states_minor_outlying_islands united_states_virgin_islands uruguay',
  'usa uzbekistan vanuatu venezuela vietnam wallis_and_futuna yemen zambia zimbabwe',
]
  .join(' ')
  .split(' ');

const SPECIAL_LABELS: Readonly<Record<string, string>> = {
  uk: 'UK',
  usa: 'USA',
  france_regions: 'France (regions)',
  italy_regions: 'Italy (regions)',
  turkey_regions: 'Turkey (regions)',
  philippines_regions: 'Philippines (regions)',
};

/** The name Superset's country picker shows: `bosnia_and_herzegovina` → "Bosnia And Herzegovina". */
export function countryMapLabel(key: string): string {
  return (
    SPECIAL_LABELS[key] ??
    key
      .split('_')
      .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
      .join(' ')
  );
}

/** The key of a saved `select_country` (Superset lower-cases it), or null when it names none. */
export function countryMapKey(selectCountry: unknown): string | null {
  if (typeof selectCountry !== 'string' || selectCountry.trim() === '') return null;
  return selectCountry.trim().toLowerCase();
}
