// The functions user SQL may call, per dialect: a shared list plus each engine's additions. Data
// only; guard/calls.ts reads it. A name belongs here only if the function computes from its
// arguments alone: math, strings, dates, conditionals, casts, aggregates, windows, JSON extraction.
// Never add anything that reads files, other tables, settings or the catalogue, reaches the network,
// runs SQL text, sleeps, changes state (nextval, setseed) or generates data without bound (range,
// generate_series, repeat). Names are compared case-insensitively.
import type { DialectId } from '../dialects/types';

const names = (text: string): readonly string[] => text.trim().split(/\s+/);

export interface DialectFunctions {
  /** Functions beyond the shared list. */
  readonly functions: readonly string[];
  /** Aggregate suffixes that may be chained onto `combinable` names (ClickHouse's sumIf, uniqExactIf). */
  readonly combinators: readonly string[];
  /** Aggregates the combinators extend. */
  readonly combinable: readonly string[];
}

/** Safe on every engine that has them (a name an engine lacks is simply an error there). */
export const SHARED_FUNCTIONS = names(`
  count sum avg min max stddev stddev_pop stddev_samp variance var_pop var_samp corr covar_pop covar_samp
  regr_slope regr_intercept regr_r2 regr_count regr_avgx regr_avgy regr_sxx regr_syy regr_sxy
  percentile_cont percentile_disc mode median bool_and bool_or every string_agg array_agg grouping any_value
  row_number rank dense_rank percent_rank cume_dist ntile lag lead first_value last_value nth_value
  abs ceil ceiling floor round trunc sign sqrt cbrt power pow exp ln log log10 log2 mod pi degrees radians
  sin cos tan asin acos atan atan2 cot greatest least random width_bucket
  lower upper length char_length character_length octet_length concat concat_ws substring substr trim
  ltrim rtrim btrim replace position strpos instr left right lpad rpad reverse split_part initcap ascii
  chr translate starts_with regexp_replace regexp_like md5 overlay to_char to_number
  coalesce nullif ifnull if
  now current_date current_time current_timestamp localtime localtimestamp date_trunc date_part
  to_timestamp to_date date_add date_diff datediff year month day hour minute second quarter week
  dayofweek dayofyear dayofmonth
  json_extract json_extract_path json_extract_path_text json_value json_array_length
`);

/** Shared with the engines whose time functions follow SQLite's (the time-grain templates use them). */
const STRFTIME_FAMILY = names('strftime date time datetime julianday unixepoch');

export const DIALECT_FUNCTIONS: Readonly<Record<DialectId, DialectFunctions>> = {
  duckdb: {
    functions: [
      ...STRFTIME_FAMILY,
      ...names(`
      quantile quantile_cont quantile_disc approx_quantile reservoir_quantile approx_count_distinct
      arg_max arg_min argmax argmin max_by min_by first last count_if countif product fsum favg kurtosis
      skewness entropy histogram list group_concat bit_and bit_or bit_xor
      epoch epoch_ms epoch_us epoch_ns make_date make_time make_timestamp time_bucket datetrunc datepart
      datesub date_sub strptime try_strptime last_day dayname monthname yearweek isodow isoyear weekofyear
      century decade millennium julian microsecond millisecond nanosecond to_days to_hours to_minutes
      to_seconds to_months to_years to_weeks to_milliseconds to_microseconds age today get_current_timestamp
      regexp_extract regexp_matches regexp_full_match regexp_split_to_array string_split str_split split
      contains prefix suffix ends_with strlen len length_grapheme lcase ucase left_grapheme right_grapheme
      array_length list_contains list_has array_contains list_position array_position list_slice array_slice
      list_sort array_sort list_reverse_sort list_distinct array_distinct list_unique list_filter
      list_transform list_apply array_transform array_filter list_reduce flatten list_value list_extract
      array_extract list_element list_concat array_concat list_cat list_sum list_min list_max list_avg
      array_to_string list_string_agg struct_extract struct_pack map map_extract element_at cardinality
      json_extract_string json_type json_valid json_keys json_contains json_exists json_object json_array
      to_json json_quote hash sha256 sha1 format printf format_bytes round_even even gamma lgamma
      factorial isnan isinf isfinite signbit bit_count xor gcd lcm nextafter unicode editdistance levenshtein
      damerau_levenshtein hamming jaccard jaro_similarity jaro_winkler_similarity mismatches nfc_normalize
      strip_accents to_base64 from_base64 base64 encode decode timezone try_cast typeof to_hex hex
      ilike_escape like_escape array_value string_to_array
      `),
    ],
    combinators: [],
    combinable: [],
  },
  sqlite: {
    functions: [
      ...STRFTIME_FAMILY,
      ...names(`
      iif printf format total group_concat timediff likely unlikely likelihood char hex unhex
      json json_array json_object json_type json_valid json_group_array json_group_object json_quote
      typeof
      `),
    ],
    combinators: [],
    combinable: [],
  },
  postgresql: {
    functions: names(`
      to_timestamp age make_date make_interval make_time make_timestamp make_timestamptz date_bin timezone
      clock_timestamp statement_timestamp transaction_timestamp justify_days justify_hours justify_interval
      isfinite array_length array_to_string string_to_array array_position array_positions cardinality
      regexp_match regexp_matches regexp_split_to_array regexp_count regexp_substr regexp_instr
      format quote_ident quote_literal quote_nullable sha224 sha256 sha384 sha512 encode decode to_hex
      jsonb_extract_path jsonb_extract_path_text jsonb_array_length json_build_object jsonb_build_object
      json_build_array jsonb_build_array json_agg jsonb_agg json_object_agg jsonb_object_agg json_typeof
      jsonb_typeof to_json to_jsonb row_to_json bit_and bit_or bit_xor div scale factorial gcd lcm
      num_nulls num_nonnulls trim_scale min_scale
    `),
    combinators: [],
    combinable: [],
  },
  mysql: {
    functions: names(`
      date_format str_to_date from_unixtime unix_timestamp date time timestamp weekday weekofyear yearweek
      microsecond monthname dayname last_day makedate maketime date_sub adddate subdate addtime subtime
      timediff timestampdiff timestampadd curdate curtime sysdate utc_timestamp utc_date convert_tz extract
      group_concat json_unquote json_length json_contains json_keys json_object json_array json_valid
      json_type locate mid lcase ucase substring_index field find_in_set elt format hex unhex conv
      bit_count crc32 sha1 sha2 std bit_and bit_or bit_xor isnull strcmp regexp_substr regexp_instr
      ord char bin oct rand convert
    `),
    combinators: [],
    combinable: [],
  },
  clickhouse: {
    functions: names(`
      uniq uniqexact uniqcombined uniqcombined64 uniqhll12 uniqtheta any anylast anyheavy argmin argmax
      grouparray groupuniqarray quantile quantiles quantileexact quantileexactweighted quantiletdigest
      quantiletiming quantiledeterministic quantilesexact quantilestdigest quantilestiming
      quantilesexactweighted quantilesdeterministic quantilebfloat16 quantilesbfloat16 medianexact mediantdigest stddevpop stddevsamp varpop varsamp
      covarpop covarsamp topk sumwithoverflow
      todate todate32 todatetime todatetime64 tostartofday tostartofhour tostartofminute tostartofmonth
      tostartofquarter tostartofyear tostartofweek tomonday tostartoffiveminutes tostartoffiveminute
      tostartoftenminutes tostartoffifteenminutes tostartofinterval tostartofsecond toyear tomonth
      todayofmonth todayofweek todayofyear tohour tominute tosecond toquarter toisoweek toisoyear toweek
      toyearweek toyyyymm toyyyymmdd toyyyymmddhhmmss tounixtimestamp fromunixtimestamp formatdatetime
      parsedatetimebesteffort parsedatetimebesteffortornull parsedatetimebesteffortorzero parsedatetime
      datediff date_diff dateadd datesub timestampadd timestampsub adddays addhours addminutes addseconds
      addweeks addmonths addquarters addyears subtractdays subtracthours subtractminutes subtractseconds
      subtractweeks subtractmonths subtractquarters subtractyears today yesterday torelativedaynum
      torelativemonthnum torelativeweeknum tostring tofixedstring toint8 toint16 toint32 toint64 touint8
      touint16 touint32 touint64 tofloat32 tofloat64 todecimal32 todecimal64 todecimal128 toint32ornull
      toint64ornull toint64orzero tofloat64ornull tofloat64orzero todateornull todatetimeornull
      multiif isnull isnotnull assumenotnull tonullable ifnull nullif lowerutf8 upperutf8 lengthutf8
      substringutf8 trimboth trimleft trimright replaceall replaceone replaceregexpall replaceregexpone
      positioncaseinsensitive positionutf8 match extract extractall like ilike notlike splitbychar
      splitbystring splitbyregexp arraystringconcat arraymap arrayfilter arraysum arraycount arrayexists
      arrayall arraymin arraymax arrayavg arraysort arrayreverse arraydistinct arrayslice arrayelement has
      hasany hasall indexof empty notempty tuple tupleelement intdiv intdivorzero modulo negate
      jsonextract jsonextractstring jsonextractint jsonextractuint jsonextractfloat jsonextractbool
      jsonextractraw jsonhas jsonlength jsontype simplejsonextractstring simplejsonextractint
      simplejsonextractfloat simplejsonextractraw visitparamextractstring formatreadablesize
      formatreadablequantity formatreadabletimedelta cityhash64 siphash64 xxhash64 murmurhash3_64 hex
      unhex base64encode base64decode roundbankers rounddown roundtoexp2 e exp2 exp10 intexp2 intexp10
      isnan isinfinite isfinite bitand bitor bitxor bitcount countequal
    `),
    combinators: names('if array distinct ornull ordefault foreach merge state'),
    combinable: names(`
      count sum avg min max any anylast anyheavy argmin argmax uniq uniqexact uniqcombined uniqcombined64
      uniqhll12 grouparray groupuniqarray quantile quantiles quantileexact quantiletdigest quantiletiming
      quantilesexact quantilestdigest quantilestiming quantileexactweighted quantilesexactweighted
      quantiledeterministic quantilesdeterministic quantilebfloat16 quantilesbfloat16
      median medianexact stddevpop stddevsamp varpop varsamp covarpop covarsamp corr topk
    `),
  },
  trino: {
    functions: names(`
      approx_distinct approx_percentile arbitrary count_if max_by min_by listagg bitwise_and_agg
      bitwise_or_agg date_format date_parse from_unixtime to_unixtime from_iso8601_timestamp
      from_iso8601_date to_iso8601 format_datetime parse_datetime day_of_week dow day_of_month day_of_year
      doy year_of_week yow week_of_year last_day_of_month at_timezone with_timezone millisecond
      human_readable_seconds try typeof element_at cardinality contains split strpos regexp_extract
      regexp_extract_all json_extract_scalar json_format json_parse json_size format rand e infinity nan
      is_nan is_finite is_infinite truncate to_hex from_hex sha256 xxhash64 array_join array_distinct
      array_max array_min array_position array_sort array_remove concat_ws filter transform reduce
      zip_with map_keys map_values levenshtein_distance hamming_distance normalize word_stem codepoint
      luhn_check
    `),
    combinators: [],
    combinable: [],
  },
};
