/**
 * Built-in drills of ravenna (issue 37), written by scripts/pick-drills.ts: do not edit, run it
 * again. 111 positions: 28 efficiency, 30 claim, 25 safety, 28 doublings.
 */
import type { BuiltinDrillSet } from '../../builtinDrills';

export const drillSet: BuiltinDrillSet = {
  hands: [
    {
      seed: 'drills/ravenna/0',
      moves:
        'd02n d10m d237 d330 d00l d110 d23e d30o d00q d13p d22l d301 d00e d11m d20w d311 d016 d100 d215 d33a d029 d106 d221 p1 d134 d22p p1 d10x d232 d33l d01v d10u',
    },
    {
      seed: 'drills/ravenna/1',
      moves:
        'd039 d13a d238 d33b d03j d13h d20w d306 d02z d10l d200 d32u d00c d10o d220 d310 d00y d12i d229 d32d d01m d11o x0 d21z d32v d013 d10z d233 d331 d002 d101 d22k d334 d01j d10g d21s d32f d02c d135 d223 d33m p2 d22w d336 d027 d121 d20k d33k d00m d137 d23p p3 d303 d005 d13q d22x d304 d01w d130 d22o d30h d01t d132 d224 d308 d02m d122',
    },
    {
      seed: 'drills/ravenna/2',
      moves:
        'd02o d11k d20i p3 d33e p2 d239 d33l d00t p1 d134 d20f d313 d00r d12x d210 d30q d030 d13g d201 d32r d011 d10p d232',
    },
    {
      seed: 'drills/ravenna/3',
      moves:
        'd035 d105 d20k d330 d03d d137 d204 d33i d020 d13e d219 d33l d001 d13m d22z d31z d02g d10d d22c d33k d02u d13c d209 d33f d022 d10w d233 d313 d000 d11x d21p d30q d01c d12a p0 d03j d126 d23n d303 d02x d111 d20u d307 d01q d12w d20a d33g d00s d125 d21w d31g d02f',
    },
    {
      seed: 'drills/ravenna/4',
      moves:
        'd000 d11b d234 d335 d00h d136 d23f d312 d03c d12s d211 d30k d030 d133 d20s d32g d038 d13e d20j d314 d03g d11t p0 d015 d103 d23j d31k d02c d13b d21x d31z d039 d123 p2 d21o d31g d017 d119 d23a d32y d02o d10c d237 d32i d00r d11e',
    },
    {
      seed: 'drills/ravenna/5',
      moves:
        'd020 d100 d21a d30d d03j d10w d227 d326 d01f d138 d20g d319 d002 d13n d23f d31e d006 d10n d208 d316 d00q p3 d32z d01n d111 d23a d33l d017 d10x d23h d30u d01s d112 d20t d32r d01x d115 d207 d32q d03i d125 d20b d30l d018 d12s d20y d32o d02c d13b d23g d31d d01i g3 d32g d02e d13c d237 x0 d32j',
    },
    {
      seed: 'drills/ravenna/6',
      moves:
        'd01y d13a d21h d31o d026 d13o p0 d033 d122 d201 p3 d32q d028 d11w d20l d33p d021 d11d d20r p0 d037 d10q d20t d31j d019 d12c d21u d31x d029 d12b d208 d314 d03f d10w p3 d320 d003 d11m d22e d32a d00a d130 d23e d332 d01b d11e d231 d33b d00y d125 d23d d324 d00m d117 d20u d32x d039',
    },
    {
      seed: 'drills/ravenna/7',
      moves:
        'd00k d12a d23m d301 d02b d136 p3 d30u d02l d11y d233 d338 d00j d12p d22m d33q d03r d11o d23p d32u d02t d114 d231',
    },
    {
      seed: 'drills/ravenna/8',
      moves:
        'd03i d13h d20d d30t p2 d20w d302 d01i d103 d20p d31w p0 d02j d135 d216 d32r d00a d104 p0 d03p p2',
    },
    {
      seed: 'drills/ravenna/9',
      moves:
        'd03h d13b d238 d31o d006 d13k d20d d30a d020 p2 d20e d33a d02m d13r d21l d33p d02a p3 d315 d02x d100 d20y p0 d010 d13q d21q d33j d027 d13n d232 p0 d00v d13i d20t d330 d01r d12y d23g d32c d01i d11z d204 d31a d01m d13c d237 d31n d00b d125 d23e d32w d019 d13d d20m d33f d03m d126 d211 d339 d016 d113 d22d d31p d00i p1 d11w d22e',
    },
    {
      seed: 'drills/ravenna/10',
      moves: 'd019 d13i p0 d02m d10z d21s d33e d03d d10b d22i d317 d032 g3 d32b d034 p3 d32l d03f',
    },
    { seed: 'drills/ravenna/11', moves: 'd00t d137 d207 d312 d035 d138 p2 d23c d332' },
    {
      seed: 'drills/ravenna/12',
      moves:
        'd00h d12q d20g d320 d03h d12j d20k d33g d03p d100 d21u d31t d00l d108 d22w d33q d003 d12s d234 d305 p2 d23k p0 d00w d13o d20j d313 p2 d22a d32v d01r d127 d20n d30t d02y d10v d20x d31o d00m d12p d22i d314 d02x d121 d217 d322 d02t d126 d201 d33i d023 d137 d235 d31d d00u d10y d216 d328 d02m x3 d10b',
    },
    {
      seed: 'drills/ravenna/13',
      moves:
        'd008 d136 d21g d300 d01k d122 d21u d317 d030 d138 x3 d203 d335 d012 p1 d13g d21f p1 d10j d21a d332 d039 x3 d10r d23p d334 d01m d109 d206 d33j d03c p3 d30l d00v d13h d23d d30n d02w p3 d316 d013 d11y d20u d30a d00s d12q d20o d31t d002 a10c d118 d20k',
    },
    {
      seed: 'drills/ravenna/14',
      moves:
        'd029 d102 d23a d33c d037 d134 d217 d338 d01j d13e d22k d33q d00k d10o d20p d304 d03d d11k d21g d30j p1 d121 d20x d31c p1 d133 p2 d20c d30l d02a',
    },
    { seed: 'drills/ravenna/15', moves: 'd00o d136 d201 d334 d007 d13e d20c d33c d02e d13o' },
    { seed: 'drills/ravenna/16', moves: 'd00j d13c d20m d30c d01n d134' },
    {
      seed: 'drills/ravenna/17',
      moves:
        'd01s d133 d23e d331 d027 d107 d223 d30i d030 d134 d21x d337 d01v d12s d225 d33p d00n p1 d10t d206 d31u d03j d13g d21k d317 d03k d12y g0 d008 d13h d21o x0 d321 d004 d11w d23a p3 d32r p2 d21c d31g d02v d11f',
    },
    {
      seed: 'drills/ravenna/18',
      moves:
        'd02f d119 d22p d307 d011 d102 d236 d312 d014 d130 d23b d323 d01i d11z d208 d31l d033 d13n d237 d30t d029 d104 d23k d31d d035 d11x d20x d33f d03l d10r d20y d30w d032 d106 d20h d33e d02e d11j d22j p0 d02d d12y p3 d33h d039 d100 d21v d32m d03i d13d d23m d324 d028 d13j d23a d31y d038 d10s d22x',
    },
    {
      seed: 'drills/ravenna/19',
      moves:
        'd008 d11p d232 d31w d01f d103 d204 d30s d00w d10k d235 d302 d024 d13f d23a d328 d00u d139 d23n d31g d02g p2 d211 p1 d116 d200 d30a d001 d13b d21h d338 d00o d11l d22v p3 d337 d03o d126 d236 d30t d03e d11a d20z d305 d00b d11m d23r d33k',
    },
    {
      seed: 'drills/ravenna/20',
      moves:
        'd033 p2 d20g d30l d017 d134 d21t d331 d00o d119 d22t d32j d02i d13h p0 d039 d13g d206 d304 d03f d13e d23k d313 d00y d13m d20s d305 d00c d11a d22q d325 d03l d100 d22r d30k d00r d10f d21v d33c d00a d11g d20h d33n d02s d138 d20b d33r p1 d111 d215 d312 d03o d10z d22x d310 d02u d10u d20e d30d d01p d10x d214 d309 d016 d102',
    },
    {
      seed: 'drills/ravenna/21',
      moves:
        'd00s d10n d23i d32z d02w d12k d20w d311 d005 d12r d233 d32f d00j d107 d202 d33a d020 p1 d130 d229 d303 d02y d12q d210 d30o d024 d10z d20l d32t d017 d13g d227 d33j d00c d13b d221 d335',
    },
    {
      seed: 'drills/ravenna/22',
      moves:
        'd039 d114 d20h d315 d01t d138 d20f d33a d01v d10g d221 p1 d12y d20e d30d d01y d126 d23b d327 d025 d12t d218 d302 d037 d100 d21i d31x d031 p1 d108 d23o d33r d03f p2 d20y d31z d00q d11n d22o d30p d03p a10i',
    },
    {
      seed: 'drills/ravenna/23',
      moves:
        'd03a d10q p0 d03g d137 d23j d32u d03d d13i d22l d33h d03p d13k d230 p1 d114 d23o d33q d003 p3 d33c d01c d126 d20w d33m d001 d10x d20y d311 d00i d107 d20t d31x d00h d135 p3 d31l p1 d12j d224 d31d d02y d105 d23e d316 d00z d112 d23r d33n',
    },
    {
      seed: 'drills/ravenna/24',
      moves: 'd00m d137 d235 d334 d03m p3 d338 d019 d13o d223 d33b d01s d102 d23c d304',
    },
    {
      seed: 'drills/ravenna/25',
      moves:
        'd038 d101 d23o d32y d03c d13h d203 d30y d03l p1 d124 d21t d32i x2 d006 d11z d20x d31x d01v d10w d21y d30i d007 d10p d22d d30b d03r d122',
    },
    {
      seed: 'drills/ravenna/26',
      moves:
        'd030 d120 d22k d30k d01s d13b d20o d339 d03c d10m d21x d322 d01a d11h d224 d332 d01b d121 d226 d33d d03i d138 d22b d33g d03o d100 d202 d327 d00x d131 d21l d31o d015 d12c d233 d30i d03f d134 d22s d32j d03r d10b d20f d30n d02i d13a d23e d30y d02p d13h d213 d31w d00s d103 d23q',
    },
    {
      seed: 'drills/ravenna/27',
      moves:
        'd028 d10y d21n d332 d00i d119 d214 p3 d339 p0 d02x g2 d233 d33b d035 d11i d22r d30j d03f p3 d318',
    },
    {
      seed: 'drills/ravenna/28',
      moves:
        'd030 d100 d215 d334 d014 d10x d21i d33c d01f d118 p3 d301 d004 d11b d21t p3 d307 d02w d112 d21y d31p d01d d111 d231 a30g d32x d01h d12k d235 d31q d027 d11o d228 d337 d01m d11x d213 d33i p0 d033',
    },
    {
      seed: 'drills/ravenna/29',
      moves:
        'd00z d103 d230 p0 d01r d117 d234 p0 d038 d10a d239 d32l d01o d10j d20s d331 d03e d10r d20h d337 d001 d112 d211 d31a d00y d10p d21n d33j p1 d11z d20t d31v d026 d100 d23a d306 d02d d114 d23h d316 d024 d10w d23q d30x d015 d12z p3',
    },
    {
      seed: 'drills/ravenna/30',
      moves:
        'd038 d103 d22k d332 p2 d21d d335 d000 d10k d21t d33n p1 d10x d21u d33i d004 d10z d23g',
    },
    {
      seed: 'drills/ravenna/31',
      moves:
        'd01t d11u d21w d333 d03e d13f d230 d336 d014 d137 d238 d33l d01a d104 d23m d303 d00v d13a d22z d313 d03g d12p d200 d317 d02r d13d d23i d31j d00o d10x d21f d33k d03n d11q d23b d31y d01i d11c d20j x0 d331 d01g d10b d209 d334 d025 d12x d22y d318 d02q d135 d227 d32u p2',
    },
    {
      seed: 'drills/ravenna/34',
      moves:
        'd00u d134 d230 d31b d036 d139 p2 d23g d326 d03p d118 d212 d32v d020 d13j d209 g0 d02p d12x d221 d32c d00z d107 d20s d31o p0 d01u d10k d200 d33f d01s d135 d204 d32b d01f d13k p2 d20x d302 d027 d13i d210 d303 d028 d114 d22a d305',
    },
    {
      seed: 'drills/ravenna/35',
      moves:
        'd029 d10v d21m d306 d03a d12g d238 d33c d03j d10r d232 d33k d01p d130 d20e d30t d002 d110 d203 d31x d033 d11y d20f d32h d03d d13e d23m d32i d03l d11s g0 d00l d13n d21w d339 d03r d105 d21z d33o d03h d13p d20k d311 d02c d12f d200 d32y d022 d121 d23i d33q d018 d114 d220 d31a d00x',
    },
    {
      seed: 'drills/ravenna/36',
      moves:
        'd004 d10p d233 d308 d010 d117 d23a d31a d03n p2 d23c d33d d011 d11d d22v p3 d30r d003 d10i d234 p0 d00w d11e d230 d30u d02h d112 d20f d32k d00o d10q d200 d30s d02x d10t d227 d33m d029 d12w d20j d33g p1',
    },
    {
      seed: 'drills/ravenna/37',
      moves:
        'd004 d108 d20f d31h d03i d13h d207 d31y d012 d11z d21v d32i p1 d10m d201 d30z d024 p3 d32v d019 d10w d20e d302 d01r d110 d21b d322 d003 d123 d20b d30g d00h d12k p2 d231 d333 d03g d12n d21x d30u',
    },
    {
      seed: 'drills/ravenna/38',
      moves:
        'd037 d10w d20h d333 d03c d10c d236 p1 d11w d20z d33f d03o p2 d23e d33d d004 d138 d225 d33b d017 d13m d21o',
    },
    {
      seed: 'drills/ravenna/39',
      moves:
        'd00l d104 d21l d317 d015 d137 d21y d30o d01m d128 d232 d33a d02t d13c d202 d33e d034 d105 d21n d32e d039 d113 p3 d32y d000 d13h p2 d23f d303 d030 d13r d23q d33p d001 d11z d22i d32f d03d d10i d23m p3 d30a d03k d133 d207 d31e g1 d11h p0 d00b d135 d20g d338 d01s d131 d216',
    },
    {
      seed: 'drills/ravenna/40',
      moves:
        'd03h d10w d228 d33b d03n p2 d239 d301 p1 d130 d233 d321 d023 d13j d23a d31s d02q d11h d231 d325 d03q d13p d21w d32o d02c d11n d21m d31t d01k d11j d20c d33f d01u',
    },
    { seed: 'drills/ravenna/42', moves: 'd02o d10t' },
    {
      seed: 'drills/ravenna/43',
      moves:
        'd035 d13d d237 d339 d03a d113 d23b d328 d03i d13j d23c d33h d00l d10d d21w d32x d022 d12g d231 d30y d03g d134 d23m d326 d01y d13k d201 d327 d00a d11v d21l d30x d01c p1 d13p g0 d02f d10v d205 p1 d10z d219 d338 d015 d109 d221 d311 d00w d123 d20s d31u d00t d13l d225 d32h d033 d132 d212 d31s d01a d13n',
    },
    { seed: 'drills/ravenna/44', moves: 'd032 d11l' },
    {
      seed: 'drills/ravenna/48',
      moves:
        'd021 d104 d23b d31s d00n d13d d23p d30z d02a d10w d214 d32q d008 d11m d205 d339 d031 d13m d223 d33c d01g d134 d203 p0 d038 d13k d20p d33h p1 d109 d200 d30g d03l d112 d21j d30s d033 d117 d20y d31w d03o p1 d10h d22i d32k d03f d107 d20o d30e d037 d11e d21d d31y d013 d11i d20b d336 d02h d110 d230 d32d d03a d10l',
    },
    {
      seed: 'drills/ravenna/49',
      moves:
        'd03f d130 d200 d31j d03h d101 d207 d332 d00u d10t d212 d33b d00w d138 d239 d33k d03l d13g p2 d21f d336 d003 d13d d22a d33p d00b d13o d22z d33q d02p d111 d23e d31l d01q p2 d20y d306 d02u d116 x3 d20p p3 d30f d022 d11v p3 d32d d00n d133 d208 d30j p0',
    },
    {
      seed: 'drills/ravenna/50',
      moves:
        'd00m d13c d235 d32t d034 d11j d23a d32y d03f d10v p0 d027 d123 d222 d33d d01q d13p d21z d339 d024 d10p d22d p3 d33r d02h d13l d22j d33n d01t d12k d220 d33j d03k d12m d23e d30j d03q d13h p0 d031 p3 d30o d02l d133 d225 d30q d021 d12g',
    },
    { seed: 'drills/ravenna/51', moves: '' },
    {
      seed: 'drills/ravenna/52',
      moves:
        'd01o d126 d21w d32v d02d d132 d230 d311 d01r d12z p2 d239 d336 d00t d135 d237 d333 d01f d12k d23o p0 d02w d13n p3 d33e d03b d104 d23c d31j d02t d120 d225 d31q d018 d12s d23a d302 p0 d03j d122 d21m g1 d11z d22r d33h d009 d10l d21e d314 d024 d10r d206 d31v d02f d10m d21i d31t d02c d13d d219',
    },
    {
      seed: 'drills/ravenna/54',
      moves:
        'd006 d103 d224 d308 d00i d10j d22u p1 d130 d200 d31l d00q d111 d209 d31m d018 d12j d20s d333 d020 d13p d20f d31t d01h p1 d10x d20a d30v d026 d131 d234 d304 d01b d10t d221 d33q d027 d11n d21g d32r d02i d13c d20u d33o d00b d10n p2 d23k p3 d33h d016 d10h d21r d32o',
    },
    {
      seed: 'drills/ravenna/57',
      moves:
        'd002 p3 d335 d037 d10r d236 d33d d00t d13f d228 d30o d00m d139 p2 d23e d33m d038 d13o d23q d30q d03n d12l d230 d33r d033 d103 d212 d30l d00s d11o d21c d323 p0 d025 d117 d22u d32a d00h d11d d226 d30j d013 d12x p0 d015 d10i d229 d33k d01z p2 d209 p1 d12k d23j p3 d310 d014',
    },
    { seed: 'drills/ravenna/59', moves: 'd006 d118' },
    {
      seed: 'drills/ravenna/61',
      moves:
        'd01a d10a d237 d334 d036 d10s d23d d330 d03c d11z d23g d33o p1 d13f d235 d30j d03l d127 d23n d326 d03k d12t d22s d33e d025 d106 d231 d32w d03m d11g d209 d32y d00m d12h d201 d32d p1 d10g d20o d31x d03i d11o d22b d30k d033 d10d d229 d31u d003 d11p d21j d31m d004 d11w k20t',
    },
    {
      seed: 'drills/ravenna/63',
      moves:
        'd019 d10p d230 d332 d017 d10w d231 d315 d03b d11c d23m p0 d03j d12d d211 d33g d03q d13p d222 p1 d10j x2 d21s p1 d11l d20h d336 p1 d11m d226 d30t d00a d12v p3 d32x d023 d112 p0',
    },
    {
      seed: 'drills/ravenna/65',
      moves: 'd030 d11g d214 d310 d037 d12p d231 d332 d02a d126 d220 d328 d03a d12d',
    },
    { seed: 'drills/ravenna/69', moves: '' },
    {
      seed: 'drills/ravenna/70',
      moves: 'd00t d13f d222 p3 d33e d01h d108 d233 d330 d036 d10m d238 d33h d02o d104',
    },
    {
      seed: 'drills/ravenna/72',
      moves:
        'd03d d135 d23f d314 d03g d13i d23r d336 d02z d11y d23q d33p d03j d113 d20y d332 p0 d00c d11z d21v d33b d039 d12w d22o d315 d01c p1 d10w d21b d312 d01t d10j d23o d331 d00h d11x d237 d31w d01l d129 d20d d30q d00e a10c d12r d20x d31u d00m d127 d21s',
    },
    {
      seed: 'drills/ravenna/73',
      moves:
        'd02h d10c p0 d004 d10t d214 d324 d007 d12i d21o d305 d020 p2 d237 d31c p0 d00x d10y d239 p1 d135 d22b d306 d03b d130 p3 d334 d03n d136 d20u d316 d017 d13k d23l d312 d02z d13h p2 d23o d301 p1 d13r d20i d33p d01y d115 d209 d33i d013 d111 d210 d31e d01g d13d d20b d31j a003 d031 d11i d22c d33q d008 d12f d22w d30a d03m',
    },
    {
      seed: 'drills/ravenna/81',
      moves:
        'd02t d133 d22z d33g p2 d23n d32w d01r d13e d21w d31o d022 d130 d226 d32s d011 p3 d30g d021 d117 d21u d304 d003 p3 d305 d018 d120 d207 d30a d03k d11j d236 d30t d038 d134 d20j d30v d03p p3 d32d d03l d125 d213 d31f d015 d127 d20b d332 d03a d116 d22u d328 d023 d13d d21a d32a d01p d13c d22e',
    },
    {
      seed: 'drills/ravenna/83',
      moves:
        'd005 d10w d22h d33o d00g d119 p0 d026 d127 d222 p1 d12w d237 d304 d025 d13b g2 d215 p3 d32i d02t d10n d20c d32j',
    },
    {
      seed: 'drills/ravenna/86',
      moves:
        'd00c d13b d239 d331 d030 d13d d210 d30f d03f d107 d212 d33h d00g d105 d233 d31b d00a d10d d23j d31o d00u p1 d13m d23l d313 d017 d10o d227 d316 d022 p3 d326 d004 d10z d20y d306 d02a d12n d21l d302 d008 d13q d23p d31x p0 d01q d11s d20b d309 d00x d13n d23k d30r d02y g1 d13g d201 d33o d01r d132 d23a d30e d03e d115 d21y d30s d00j p2 d20p d335 g0 d02o d138 d21u d30k p1',
    },
    {
      seed: 'drills/ravenna/88',
      moves:
        'd00o p3 d30w d02m d10c d21m d30u d005 d10j d21y p1 d132 d20n d330 d006 d11q d22h d328 d020 d10k d21n d33i d01d d10m d20g d30e d031 d12b d226 a306 d315 d037 p2 d22t d32e d02x d13j d23m p0 d00t d108 p2 d214 d32z d01b d12c d20s d31v d027 d10x d20y d310 d00h d133 d211 d32k a00w d01e d10d d23q p1 d10a d207 d334 d03p d122 d22d d32w d03h d11f d218',
    },
    {
      seed: 'drills/ravenna/92',
      moves:
        'd006 d12p d204 d31k d000 d11h d210 d31c d01g d11i d21e d33c d00m p2 d217 d33e d003 d135 d21q d307 d03b d12z p2 d222 d331 d013 d11y p0 d016 d102 d22t p0 d03l d139 d225 d33k a00p d023 d130 d220 d31d d011 d121 d23h d33g d03d d12q d22m d314 a00h d00c p2 d20h p3 d315 d027 d13i d22b p3 d33p p0 d02e',
    },
    { seed: 'drills/ravenna/93', moves: 'd00a p3 d317 p0 d00t d10r d233 d32x d01x d131' },
    {
      seed: 'drills/ravenna/95',
      moves:
        'd029 d11x d230 d32j d03q d10u d23o d338 d034 p3 d31w d00s d137 d22r d31v d01z d132 d213 d301 d019 d13a d21m d33g d010 d11p d23c p1 d13m d23n d32o d01l d139 d21n d30q d00p',
    },
    { seed: 'drills/ravenna/97', moves: 'd03i d10o' },
    { seed: 'drills/ravenna/99', moves: 'd005 d10b d236' },
    {
      seed: 'drills/ravenna/102',
      moves:
        'd020 d108 d235 d312 d038 d134 d23d d33a d010 d13c d23k d337 d02p d133 p3 d33n d03l d127 d213 d31a d023 d11k d207 d339 d011 d13o d20h d30o d02s d11z d22x d328 x1 d03e d10s d21m d31i',
    },
    { seed: 'drills/ravenna/105', moves: 'd00u d130 d236 d31x d00a d137 d23b d319 d035 d13j d21w' },
    {
      seed: 'drills/ravenna/106',
      moves:
        'd00h d134 d238 d30k d00x d10n d23n d30y d013 d13l d20d d33i d010 d10c d21l d33q d03o d13r d222 p3 d31b d023 d10i d20w d312 d00v p1 d13j d22d d31i p1 d10o d211 d335 d00e d126 p0 d016 p1 d12w p0 d01d d13c p3 d31u',
    },
    { seed: 'drills/ravenna/112', moves: 'd032 d13f' },
    { seed: 'drills/ravenna/115', moves: 'd03p' },
    {
      seed: 'drills/ravenna/116',
      moves:
        'd02v d109 d234 d32a d02c d13d d200 d32n d00m d13g d21a d33f d03c d102 d21n p3 d30x d02l d12d d239 d33m p0 d005 d12e d23p p3 d30k d001 d13e d20b d30w d006 d13q d22m d323 d00f d110 d229 d33a d02z d12j p2 d22b d332 p0 d00e d12x d220 d32p p1 d111 d22q d30h d02y d11p d208 d32k d028 d13h d238 d30j d01c',
    },
    {
      seed: 'drills/ravenna/117',
      moves:
        'd00e d133 d213 d303 p2 d21f d306 d010 d134 d22x d304 d037 d11x p3 d338 d03a d11b d208 d339 d01s d13b d21n d33c d00y d13d d23p p1 d100 d211 d30w d03r d10a d218 d30u d00v d11a d209 d31o k00n d036 d11i d223 d32q d03h p2 d228 d33j d020 d13e d22o d32t d016 p3 d319 d01g d11u d20x d31h d02h x2 d11j d232 d305',
    },
    { seed: 'drills/ravenna/118', moves: 'd030 d111 d23f d32q d039 d10d d21y d331' },
    { seed: 'drills/ravenna/127', moves: 'd02t d133 d232 d31y d030 d138 d207 d33j d001 d13h d21x' },
  ],
  drills: [
    { id: 'ravenna/efficiency-01', idea: 'efficiency', hand: 0, at: 24, seat: 1, tempting: 'd12o' },
    { id: 'ravenna/claim-01', idea: 'claim', hand: 0, at: 32, seat: 2, tempting: 'x2' },
    { id: 'ravenna/safety-01', idea: 'safety', hand: 1, at: 67, seat: 2, tempting: 'd219' },
    { id: 'ravenna/claim-02', idea: 'claim', hand: 1, at: 22, seat: 0, tempting: 'p0' },
    { id: 'ravenna/efficiency-02', idea: 'efficiency', hand: 1, at: 64, seat: 3, tempting: 'd312' },
    { id: 'ravenna/claim-03', idea: 'claim', hand: 2, at: 3, seat: 3, tempting: 'x3' },
    { id: 'ravenna/efficiency-03', idea: 'efficiency', hand: 2, at: 24, seat: 3, tempting: 'd324' },
    { id: 'ravenna/doublings-01', idea: 'doublings', hand: 3, at: 11, seat: 3, tempting: 'd33l' },
    { id: 'ravenna/safety-02', idea: 'safety', hand: 3, at: 52, seat: 1, tempting: 'd11l' },
    { id: 'ravenna/claim-04', idea: 'claim', hand: 3, at: 34, seat: 0, tempting: 'x0' },
    { id: 'ravenna/claim-05', idea: 'claim', hand: 4, at: 46, seat: 0, tempting: 'p0' },
    { id: 'ravenna/efficiency-05', idea: 'efficiency', hand: 5, at: 59, seat: 0, tempting: 'd00h' },
    { id: 'ravenna/claim-06', idea: 'claim', hand: 5, at: 21, seat: 3, tempting: 'x3' },
    { id: 'ravenna/doublings-02', idea: 'doublings', hand: 6, at: 51, seat: 3, tempting: 'd33g' },
    { id: 'ravenna/safety-03', idea: 'safety', hand: 6, at: 57, seat: 1, tempting: 'd10d' },
    { id: 'ravenna/efficiency-06', idea: 'efficiency', hand: 6, at: 20, seat: 0, tempting: 'd02m' },
    { id: 'ravenna/claim-07', idea: 'claim', hand: 7, at: 6, seat: 3, tempting: 'x3' },
    { id: 'ravenna/efficiency-07', idea: 'efficiency', hand: 7, at: 23, seat: 3, tempting: 'd30h' },
    { id: 'ravenna/claim-08', idea: 'claim', hand: 8, at: 11, seat: 0, tempting: 'x0' },
    { id: 'ravenna/efficiency-08', idea: 'efficiency', hand: 8, at: 21, seat: 2, tempting: 'd21j' },
    { id: 'ravenna/safety-04', idea: 'safety', hand: 9, at: 53, seat: 2, tempting: 'd20m' },
    { id: 'ravenna/claim-09', idea: 'claim', hand: 9, at: 30, seat: 0, tempting: 'x0' },
    { id: 'ravenna/efficiency-09', idea: 'efficiency', hand: 9, at: 67, seat: 3, tempting: 'd335' },
    { id: 'ravenna/claim-10', idea: 'claim', hand: 10, at: 2, seat: 0, tempting: 'x0' },
    { id: 'ravenna/claim-11', idea: 'claim', hand: 11, at: 9, seat: 2, tempting: 'x2' },
    {
      id: 'ravenna/efficiency-11',
      idea: 'efficiency',
      hand: 12,
      at: 61,
      seat: 2,
      tempting: 'd21a',
    },
    { id: 'ravenna/claim-12', idea: 'claim', hand: 12, at: 27, seat: 2, tempting: 'x2' },
    { id: 'ravenna/safety-05', idea: 'safety', hand: 13, at: 45, seat: 1, tempting: 'd12q' },
    { id: 'ravenna/claim-13', idea: 'claim', hand: 13, at: 10, seat: 3, tempting: 'p3' },
    { id: 'ravenna/doublings-03', idea: 'doublings', hand: 14, at: 23, seat: 3, tempting: 'd31u' },
    {
      id: 'ravenna/efficiency-13',
      idea: 'efficiency',
      hand: 14,
      at: 30,
      seat: 1,
      tempting: 'd12e',
    },
    { id: 'ravenna/claim-14', idea: 'claim', hand: 14, at: 26, seat: 2, tempting: 'x2' },
    { id: 'ravenna/claim-15', idea: 'claim', hand: 15, at: 10, seat: 0, tempting: 'x0' },
    { id: 'ravenna/claim-16', idea: 'claim', hand: 16, at: 6, seat: 2, tempting: 'x2' },
    { id: 'ravenna/doublings-04', idea: 'doublings', hand: 17, at: 15, seat: 3, tempting: 'd33p' },
    { id: 'ravenna/claim-17', idea: 'claim', hand: 17, at: 31, seat: 0, tempting: 'p0' },
    {
      id: 'ravenna/efficiency-15',
      idea: 'efficiency',
      hand: 18,
      at: 59,
      seat: 3,
      tempting: 'd30e',
    },
    { id: 'ravenna/claim-18', idea: 'claim', hand: 18, at: 39, seat: 0, tempting: 'x0' },
    {
      id: 'ravenna/efficiency-16',
      idea: 'efficiency',
      hand: 19,
      at: 48,
      seat: 0,
      tempting: 'd00h',
    },
    { id: 'ravenna/claim-19', idea: 'claim', hand: 19, at: 23, seat: 1, tempting: 'x1' },
    {
      id: 'ravenna/efficiency-17',
      idea: 'efficiency',
      hand: 20,
      at: 65,
      seat: 2,
      tempting: 'd20q',
    },
    { id: 'ravenna/claim-20', idea: 'claim', hand: 20, at: 47, seat: 1, tempting: 'x1' },
    { id: 'ravenna/claim-21', idea: 'claim', hand: 21, at: 37, seat: 1, tempting: 'x1' },
    {
      id: 'ravenna/efficiency-18',
      idea: 'efficiency',
      hand: 22,
      at: 42,
      seat: 1,
      tempting: 'd12p',
    },
    { id: 'ravenna/claim-22', idea: 'claim', hand: 22, at: 28, seat: 1, tempting: 'x1' },
    { id: 'ravenna/safety-06', idea: 'safety', hand: 23, at: 49, seat: 0, tempting: 'd00s' },
    {
      id: 'ravenna/efficiency-19',
      idea: 'efficiency',
      hand: 23,
      at: 42,
      seat: 1,
      tempting: 'd117',
    },
    { id: 'ravenna/claim-23', idea: 'claim', hand: 23, at: 14, seat: 1, tempting: 'x1' },
    { id: 'ravenna/doublings-05', idea: 'doublings', hand: 24, at: 8, seat: 1, tempting: 'd13o' },
    { id: 'ravenna/claim-24', idea: 'claim', hand: 24, at: 15, seat: 2, tempting: 'x2' },
    { id: 'ravenna/claim-25', idea: 'claim', hand: 25, at: 28, seat: 2, tempting: 'x2' },
    {
      id: 'ravenna/efficiency-20',
      idea: 'efficiency',
      hand: 26,
      at: 55,
      seat: 3,
      tempting: 'd32o',
    },
    { id: 'ravenna/doublings-06', idea: 'doublings', hand: 27, at: 21, seat: 0, tempting: 'd03l' },
    { id: 'ravenna/claim-26', idea: 'claim', hand: 27, at: 19, seat: 3, tempting: 'x3' },
    {
      id: 'ravenna/efficiency-21',
      idea: 'efficiency',
      hand: 28,
      at: 40,
      seat: 1,
      tempting: 'd10m',
    },
    { id: 'ravenna/claim-27', idea: 'claim', hand: 28, at: 38, seat: 0, tempting: 'x0' },
    {
      id: 'ravenna/efficiency-22',
      idea: 'efficiency',
      hand: 29,
      at: 47,
      seat: 3,
      tempting: 'd31m',
    },
    { id: 'ravenna/claim-28', idea: 'claim', hand: 29, at: 7, seat: 0, tempting: 'x0' },
    {
      id: 'ravenna/efficiency-23',
      idea: 'efficiency',
      hand: 30,
      at: 18,
      seat: 3,
      tempting: 'd301',
    },
    { id: 'ravenna/claim-29', idea: 'claim', hand: 30, at: 4, seat: 2, tempting: 'x2' },
    {
      id: 'ravenna/efficiency-24',
      idea: 'efficiency',
      hand: 31,
      at: 54,
      seat: 2,
      tempting: 'd21s',
    },
    { id: 'ravenna/claim-30', idea: 'claim', hand: 31, at: 53, seat: 2, tempting: 'x2' },
    {
      id: 'ravenna/efficiency-25',
      idea: 'efficiency',
      hand: 32,
      at: 47,
      seat: 0,
      tempting: 'd00j',
    },
    {
      id: 'ravenna/efficiency-26',
      idea: 'efficiency',
      hand: 33,
      at: 56,
      seat: 1,
      tempting: 'd10h',
    },
    {
      id: 'ravenna/efficiency-27',
      idea: 'efficiency',
      hand: 34,
      at: 42,
      seat: 1,
      tempting: 'd12m',
    },
    { id: 'ravenna/doublings-07', idea: 'doublings', hand: 36, at: 22, seat: 3, tempting: 'd33k' },
    { id: 'ravenna/safety-07', idea: 'safety', hand: 37, at: 56, seat: 3, tempting: 'd30p' },
    { id: 'ravenna/doublings-08', idea: 'doublings', hand: 38, at: 33, seat: 1, tempting: 'd109' },
    { id: 'ravenna/doublings-09', idea: 'doublings', hand: 39, at: 2, seat: 2, tempting: 'd23b' },
    { id: 'ravenna/safety-08', idea: 'safety', hand: 40, at: 61, seat: 2, tempting: 'd22o' },
    { id: 'ravenna/doublings-10', idea: 'doublings', hand: 41, at: 2, seat: 2, tempting: 'd23i' },
    { id: 'ravenna/safety-09', idea: 'safety', hand: 42, at: 63, seat: 2, tempting: 'd20r' },
    { id: 'ravenna/safety-10', idea: 'safety', hand: 43, at: 52, seat: 0, tempting: 'd014' },
    { id: 'ravenna/safety-11', idea: 'safety', hand: 44, at: 48, seat: 2, tempting: 'd217' },
    { id: 'ravenna/doublings-11', idea: 'doublings', hand: 45, at: 0, seat: 0, tempting: 'd038' },
    { id: 'ravenna/safety-12', idea: 'safety', hand: 46, at: 60, seat: 3, tempting: 'd32i' },
    { id: 'ravenna/safety-13', idea: 'safety', hand: 47, at: 54, seat: 0, tempting: 'd02b' },
    { id: 'ravenna/safety-14', idea: 'safety', hand: 48, at: 57, seat: 1, tempting: 'd12p' },
    { id: 'ravenna/doublings-12', idea: 'doublings', hand: 49, at: 2, seat: 2, tempting: 'd23c' },
    { id: 'ravenna/doublings-13', idea: 'doublings', hand: 50, at: 14, seat: 2, tempting: 'd235' },
    { id: 'ravenna/safety-15', idea: 'safety', hand: 50, at: 55, seat: 2, tempting: 'd22r' },
    { id: 'ravenna/doublings-14', idea: 'doublings', hand: 51, at: 38, seat: 0, tempting: 'd01a' },
    { id: 'ravenna/doublings-15', idea: 'doublings', hand: 52, at: 14, seat: 2, tempting: 'd23b' },
    { id: 'ravenna/doublings-16', idea: 'doublings', hand: 53, at: 0, seat: 0, tempting: 'd010' },
    { id: 'ravenna/doublings-17', idea: 'doublings', hand: 54, at: 15, seat: 2, tempting: 'd239' },
    { id: 'ravenna/safety-16', idea: 'safety', hand: 55, at: 50, seat: 3, tempting: 'd321' },
    { id: 'ravenna/doublings-18', idea: 'doublings', hand: 56, at: 36, seat: 1, tempting: 'd13h' },
    { id: 'ravenna/safety-17', idea: 'safety', hand: 56, at: 66, seat: 1, tempting: 'd126' },
    { id: 'ravenna/safety-18', idea: 'safety', hand: 57, at: 59, seat: 3, tempting: 'd32n' },
    { id: 'ravenna/doublings-19', idea: 'doublings', hand: 58, at: 24, seat: 0, tempting: 'd035' },
    { id: 'ravenna/safety-19', idea: 'safety', hand: 59, at: 76, seat: 1, tempting: 'd11m' },
    { id: 'ravenna/safety-20', idea: 'safety', hand: 60, at: 71, seat: 3, tempting: 'd31j' },
    { id: 'ravenna/safety-21', idea: 'safety', hand: 61, at: 62, seat: 1, tempting: 'd12l' },
    { id: 'ravenna/doublings-20', idea: 'doublings', hand: 62, at: 10, seat: 2, tempting: 'd23i' },
    { id: 'ravenna/doublings-21', idea: 'doublings', hand: 63, at: 35, seat: 1, tempting: 'd105' },
    { id: 'ravenna/doublings-22', idea: 'doublings', hand: 64, at: 2, seat: 2, tempting: 'd232' },
    { id: 'ravenna/doublings-23', idea: 'doublings', hand: 65, at: 3, seat: 3, tempting: 'd338' },
    { id: 'ravenna/safety-22', idea: 'safety', hand: 66, at: 37, seat: 0, tempting: 'd02e' },
    { id: 'ravenna/doublings-24', idea: 'doublings', hand: 67, at: 11, seat: 3, tempting: 'd33g' },
    { id: 'ravenna/safety-23', idea: 'safety', hand: 68, at: 45, seat: 0, tempting: 'd02g' },
    { id: 'ravenna/doublings-25', idea: 'doublings', hand: 69, at: 2, seat: 2, tempting: 'd237' },
    { id: 'ravenna/doublings-26', idea: 'doublings', hand: 70, at: 1, seat: 1, tempting: 'd13o' },
    { id: 'ravenna/safety-24', idea: 'safety', hand: 71, at: 62, seat: 1, tempting: 'd118' },
    { id: 'ravenna/safety-25', idea: 'safety', hand: 72, at: 63, seat: 0, tempting: 'd00h' },
    { id: 'ravenna/doublings-27', idea: 'doublings', hand: 73, at: 8, seat: 0, tempting: 'd03a' },
    { id: 'ravenna/doublings-28', idea: 'doublings', hand: 74, at: 11, seat: 3, tempting: 'd33n' },
  ],
};
