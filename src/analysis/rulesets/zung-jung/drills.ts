/**
 * Built-in drills of zung-jung (issue 37), written by scripts/pick-drills.ts: do not edit, run it
 * again. 113 positions: 30 claim, 30 efficiency, 28 pattern, 25 safety.
 */
import type { BuiltinDrillSet } from '../../builtinDrills';

export const drillSet: BuiltinDrillSet = {
  hands: [
    {
      seed: 'drills/zung-jung/0',
      moves: 'd00k d10n d20x d333 d00w d13a d20j d32i x0 d019 x1 d10m',
    },
    {
      seed: 'drills/zung-jung/1',
      moves: 'd031 d10j d234 d30x d00b d136 d22s d30k d00p x1 d10l d208 x3 d32p d00z d12q',
    },
    {
      seed: 'drills/zung-jung/2',
      moves:
        'd02k d122 d21l x0 d333 d00o x1 d12c x2 d22e d33j d00j x1 d11v d22f d331 d00f c102 d12w x3 d21k x0 x3 d31t x0 d000 p2 d219 d31a c00b d03a d102 d21i x0 d320 d03l x1 d10l x2 d20w d30d d02u x1 d106 d21f d30h d025 x3 d124 x3 d20n d30x d035 d132 d238 d30c d00u d11z p0 d02i x1 d136 d223 d31w d039 d10t x2 d22l x3 d321 d01e c10a d10q c206 d23g d326 d00p d11s d23q p3 d32x d008',
    },
    {
      seed: 'drills/zung-jung/3',
      moves:
        'd00s d127 x2 d235 d317 d036 d13d d23j d32z d010 x3 d11m d23l d311 d001 d11s d21y x0 d312 d03q d12g d215 d30u d03n d133 d21u d33r d037 d12m c20m d229 d320 d003 d12n d22l d32y d02i x1 d125 x2 d20m x3 d332 d01x x1 d102 d22q d328 c00i d014 d121 x2 d218 d32o d03c x2 d113 d23m d31b d00y d12w d20r x3 d30x d01o x1 d139 x3 d21h x3 d32t x1 d031 d13i d219 d330 d01w x1 d13h d21r c30d d31i d00z d12p',
    },
    {
      seed: 'drills/zung-jung/4',
      moves:
        'd033 x3 d132 x3 d20x d30e d037 d135 d23f d33c d03h d13g d20m x3 d303 x0 d01b d13b d23i d30f d012 d10d d20c d311 d008 d11x d20a d30t x0 d02t x3 d134 d204 d31e x0 d014',
    },
    { seed: 'drills/zung-jung/5', moves: 'd031 d102 d22p x3 d33k d00l x1 d12o d20i' },
    {
      seed: 'drills/zung-jung/6',
      moves:
        'd005 d10t d23f x1 d300 d015 x1 d137 d225 d32h d035 d10k x3 d23p d30z d03o d101 x2 d20y d334 d01w d13i p3 d33e x1 d01u d107 d21c d332 d03n p2',
    },
    {
      seed: 'drills/zung-jung/7',
      moves: 'd033 d11q d23l d30x d03i p2 d21s c30f d32c x0 d001 d106 c201 d221 d30y d023',
    },
    {
      seed: 'drills/zung-jung/8',
      moves:
        'd030 d104 d232 d30o d037 d106 d23a d33n d03l d11n d220 d334 d038 d13k d20h x3 d308 x0 d003 d101 d23c d312 x1 d027 d110 d23g d31k d024 d10v d214 x3 d32a x0 d022',
    },
    {
      seed: 'drills/zung-jung/9',
      moves:
        'd00r d121 x0 d20p c304 d310 d01l x1 d13a d23b d31f d01a x1 d112 d218 d31u d01s d111 d20w d31k d014 x1 d10y d21i d31o d01z c10f x2 d12s p0 d030 x2 d13g d23h d32d d01g x1 d12q x2 d21n d32o d003 d134 x0 d208 c301 d339 d000 d11q d207',
    },
    {
      seed: 'drills/zung-jung/10',
      moves:
        'd002 d104 d21c d335 p1 d10y d20n x3 d301 d03b d11e d20u d30z d013 d11z d237 d322 d032 d133 d21x d32y x0 d031 d138 d22w d305 d02b c10i d11k x2 p3 d311 d039 d10w d227 d32r x0 d03o p3 d30h d00s d13f x2 d23p d33a d00t d10d d20f',
    },
    {
      seed: 'drills/zung-jung/11',
      moves:
        'd031 d135 d23f d31d d038 d13c d200 d30k d015 x3 d12k d21s x0 d32x p2 d20d d33r d01g d13g d213 d30y d00c x1 d106 d202 d31z x0 d005 x1 d12n c20n d20g x3 d31t x0 d00f x1 d11o d218 c30a d308 d03b d11p d22p',
    },
    {
      seed: 'drills/zung-jung/12',
      moves:
        'd007 d103 d237 d312 d038 d136 d202 c300 d31u x0 d01x d12u x2 d20b d32t d033 p3 d31c x0 d03j d13i d20z d32f d00n x1 d10s d22x d320 d000 d13l d22p d32e x0 d02y d10w d22q d322 d00g x1 d10d p3 d30a d02j x1 d12h d22r d329 x1 d028 x1 d131 d23d d321 d024 x1 d12a d20j p1 d11o c20f d23r x0 d311 d03g d106 d21q d32i d02n x1 d13b d22v',
    },
    {
      seed: 'drills/zung-jung/13',
      moves:
        'd031 d11v d21h d32s x0 d03e x2 d13c x2 d204 x3 d336 d03g d13h d22o d339 x0 d000 d13j d202 d31n x0 d00b x1 d120 d23b x0 d31r x0 d001 d12f d212 d31a c009 x2 d00h d13q',
    },
    {
      seed: 'drills/zung-jung/14',
      moves:
        'd03c d138 d239 d33f d03g d13m d23n d330 d03q d13b d203 d33a d01m x1 d11s d23e d334 x0 d00i d122 d213 d306 d005 d11o c20e d22i x3 d311 d01b d126',
    },
    {
      seed: 'drills/zung-jung/15',
      moves:
        'd032 d10c d20f d314 x0 d034 d10x d205 d31o x1 d03i d13q d23j d322 d01x x1 d115 d23o d31u d004 d10o d20s d32m x1 d03h d11q x2 d21t d339 d036 d11y d20j d33c d038 d10y d221 d301 x0 d03n d10e d20p x3 d33k d012 d111 d237 d33m d02w c10o d11j d23e d32x d025 c10i x2 d11c x0 x2 d207 d313 x0 d017',
    },
    {
      seed: 'drills/zung-jung/16',
      moves:
        'd00y d120 x2 x3 d230 d32y d001 d138 d23j d339 d02w d13h d233 d334 x2 d003 d13c d20h d31f c00b d01a x1 d106 d20u d33f d00t d111 d20s d33r d03d d13m',
    },
    {
      seed: 'drills/zung-jung/17',
      moves: 'd032 x3 d13f d23c d303 d036 x3 d11t d21s d31v d02z d11u d22x d309 d02j',
    },
    {
      seed: 'drills/zung-jung/18',
      moves: 'd013 d10f d20h d32y d00k d120 d21f d333 d03d d11z d230 d33e d02s',
    },
    {
      seed: 'drills/zung-jung/19',
      moves:
        'd00r x1 d136 d22n d335 d00n x1 d131 d21e d31d d033 d10w d204 d30x d020 d121 d20k d322 d00b d130 d223 d309 d01j d10i d232 d31h d01k p2 d22y d30e x2 d00o x1 d108 d206 d325 x0 d03b d119 x3 d20c d324 x0 d01t d126 d20d d32u x0 d02d x1 d11s c20f d22j x3 d32w x0 d000 x3 d12c d237 d334 d001 x3 d10h d23a d32f x0 d027 d110 x0 d21z d30m d02z d10j d238 d32g x0 d02h x1 d13e d20v x3',
    },
    {
      seed: 'drills/zung-jung/20',
      moves:
        'd01s d13j d23i d33g d00g d138 d20e d33a d03r d101 d205 d33o d01h d13q d20o x3 d339 d030 x2 d10y x3 d23d d33e d02l d121 d21u d31z d013 d11w d23m p0 d00p x1',
    },
    {
      seed: 'drills/zung-jung/21',
      moves:
        'd00b x1 d12i x2 d23j p0 d021 d12h c20k d22y d33l d03n d108 d207 d33q d03o d10x p0 d030 d126 d20k x3 d32z d00c c103 d12s c20n d22q',
    },
    {
      seed: 'drills/zung-jung/22',
      moves:
        'd000 d11r x2 d210 x0 d33l d00f d102 d221 x3 d31h d00y x1 d13r d232 d31q c00f d02w d11y d236 d31x d02u x1 d13c p0 d00c d131 d20w d33q d03o d122 d20x d30u d035 d101 d234 d328 d03i d120 d23h d330 d003 d10z d206 x3 d338 d009',
    },
    {
      seed: 'drills/zung-jung/23',
      moves:
        'd022 d13c p3 d30b d01h d110 d211 d317 x0 d033 p3 d31v x0 d02r d12m d23d d31x d02t d13r d230 d338 d039 d11a d23h p1 d11q x2 d23n x3 d32n d03i d11b d20i d31u x0 d03p d10k x2 d23a d31r x0 d02l d12b d23q',
    },
    {
      seed: 'drills/zung-jung/24',
      moves:
        'd03a d13b d22x d338 d03j d13n d236 d310 d00k d10l x2 d224 d31i d02j x1 d112 d22l d32g d00q d13h d22h d329 d027 d12k d20w d31t d020 d12i d231 d31x d02a d10z x2 d22z d32s d006 d11v d211 d31n c00c d00f x3 d13g d237 d32v d02p',
    },
    {
      seed: 'drills/zung-jung/25',
      moves:
        'd021 d11t d218 d33c d01d d12b d21c x3 d332 d01o d12y d21y d31g x0 d012 d139 d22t d30t d02l x1 d13a d21m d30u d00q x1 p2 d22n d32i d019 x1 d13b d233 d328 d026 d122 d231 d313 d00a x1 d12k d234 d300 d01i d11v d201 d337 d035 d12x d22d x3 d327 d020 d13i x0 d238 d33o d00z x1 d13p d23r d31z x0 d01f d102 d203 d30w p2 d20v',
    },
    { seed: 'drills/zung-jung/26', moves: 'd031 d13g d20k d332 d00x d11l d20n' },
    {
      seed: 'drills/zung-jung/27',
      moves:
        'd03d d10x d234 d33c d037 d13b d200 d32m d03l d13m d211 x3 d333 d013 d13q d229 d33k d03r d13j d22h d31y d03h d108 d21d c30a d33p d015 d132 d212 x3 d32b x0 d03e d13a d217 x3 d323 x0 d031 d12f',
    },
    {
      seed: 'drills/zung-jung/28',
      moves:
        'd026 x1 d122 d21z x3 d33b d02x x1 d10i d23c d306 d00x x1 d105 x2 d20t d30n d00u d10s d23m d323 d00y d13r d221 d32i d00h d13i d22f d30f d00l d102 x2 d21b',
    },
    {
      seed: 'drills/zung-jung/29',
      moves:
        'd030 d10z d237 d30s d00w d108 x2 x3 d22z d33n d03l d13f d238 d30a d02w d122 d23m d313 d00l d12y d22t x3 d32j x0 d00o x1 d12v x3 d23o p1 d10g x2 d201 d316 x0 d01v c10f x3 d11q d21o c30f',
    },
    {
      seed: 'drills/zung-jung/30',
      moves: 'd031 d13a d238 d30c x1 d01t d13i p0 d023 d13p d23j d31d',
    },
    {
      seed: 'drills/zung-jung/31',
      moves:
        'd038 d119 d21z x1 x3 d309 d03d d13e d208 d313 x0 d03j d13g d220 d30i x0 d030 x2 d13p d21l x3 d30s d003 x1 d125 d21n x3 d30u d01q x1 d11p d221 d305 d016 d10y d23a d31t d00e x1 d12k x2 d206 d336 d035 d11m d204 d33m p0 d01c d10x d20h d32c x0 d00r d139 d23b d31s d01j x1 d11f d23k d33i d02x d10z d23h d32y',
    },
    {
      seed: 'drills/zung-jung/32',
      moves:
        'd004 d11y d23a d339 d01i x2 d130 x2 d210 d331 x2 d006 d13d d237 p1 d116 d22o x3 d31x d025 d112 d22g d301 d03m d12s d20u d30s x0 d028 x3 d13n d21o x3 d313 d03o d11m d20y d31z d02q c10o d121 x2 d203 d33p d01q d11t d21g d305 d03b d127 d200 d314 d02w d107 d20l x3 d30c d03f d11l d232 d335 d01e d102 d233 d30t x0 d02t c10n d10i x2 d20g x3',
    },
    {
      seed: 'drills/zung-jung/33',
      moves:
        'd00w d131 d21z d332 d014 d13d d220 d33f d001 x1 d13j d23a d302 d03h d136 d23i d31i d00l d10z x2 d20n d31t x0 d016 d139 d221 d324 c00i d01y x1 d13l p3 d315 d00j c103 d13p d21w d32b c00j d01p x1 d126 d208 k30o d30m d00q d13k d20s d30p d01g x1 d11s x2 d233 d31o d01f x1 d11q x2 d237 d312 d01c x1 d11d d20u d313 d011 d11h x2 d203 d31u d00f x1 d100 x2 d21v d30y d038 d11m d20r d30h d01a',
    },
    {
      seed: 'drills/zung-jung/34',
      moves: 'd00n d110 d20h x3 d313 d014 x1 d13b d238 d32s d01x d13d d233 p0 d02y d12z d23j p0',
    },
    {
      seed: 'drills/zung-jung/35',
      moves:
        'd034 d10u d232 x1 d32x d02y x1 d13k d23l d335 d017 d114 d23m d32u x0 d00h d10i x2 d239 d30x x0 d038 d12t d23n d30v d003 d110 d23e d31w x0 d011 d11d x2 d20e d31n x0 x1 d01e d12a d220 d30o d03c d113 d23g p3 d300 x0 d00q d11t x2 d215 x3 d30g x0 d00p d13d d225 x1 d32z d03p p2 d21z d33q d02w d11i x2 d21u d32v x0',
    },
    {
      seed: 'drills/zung-jung/37',
      moves:
        'd00m x1 d10u d205 d30c x0 d00x p3 d32j d02e d11n x2 d20h d32z d032 d11d x2 d21i x3 d32d d02m x1 d123 d23b d306 d02i d11x x2 d22h d33f d01k d101 x0 d20v d32c d02o d12p x2 d22s d32r d028 x1 d12t x2 d23q x1 d32f d038 d13e d23g d302 x0 d00d d121 d22k',
    },
    {
      seed: 'drills/zung-jung/39',
      moves:
        'd007 d11b d233 d337 d030 d131 d23f d33c d035 d11f d23h d33a d026 d13g d232 d31z d03j d10g d219 d32u x0',
    },
    {
      seed: 'drills/zung-jung/40',
      moves:
        'd000 d113 d201 d32n x0 d00d x1 d122 d20q x3 d33j d00v p3 d31a d018 x1 d12l d22m d30e d007 d11s x0 d22t d33r d01i d12j x0 d223 d30c d006 d105 d22k d33h d00x p1 d135 d22q d31b d01l c10c p2 d22r d31h d00o x1 d12d d20z d320 d02e d11j x2 d22p d332 d031 d126 d22c d31x d03o d11n d22z d336 d01g d12f d212 d337 d010 d134 d22h x0 d30n',
    },
    {
      seed: 'drills/zung-jung/41',
      moves: 'd013 d11z d23f d33b x0 d01a k105 d127 d216 d301 p1 d129 x0 d21n x3 d314',
    },
    {
      seed: 'drills/zung-jung/42',
      moves:
        'd018 d10n x3 d202 d30f d00j x3 d11q d20r x3 d30l d00c d11h x2 d237 p1 d13e x0 d225 x3 d31c p0 d00x d128 x2 d20t d30y d02b d12v x2 d212 d301 d003 d13j p0 d033 d11a p0 d03m d12h d20w d336 d00u d117 k20t d22s x3 d314 d02u d10z d22t x3 d30q d00o d12j x2 d229 x3 d32p d03r d12n x2 d22k d33q d030 d10s d231 d31w d016 d111 d207 d32d d015 d13h d22m d310 d005 x1 d13p d213 d332',
    },
    {
      seed: 'drills/zung-jung/44',
      moves:
        'd033 d130 d220 d30x x2 d000 x1 d111 p2 d227 d313 d00b x1 d13f d202 d33d d00i x1 d131 d22a d335 d006 x1 d12i x0 d20w d33q d036 d10q',
    },
    {
      seed: 'drills/zung-jung/46',
      moves:
        'd012 d122 d213 d333 d01y x1 d10x d20r x3 d32j d02f x1 d10p d22d d326 d032 d127 d200 d32e d02o x1 x2 d13a d239 d32v d00j d13g d20a c302 d311 c009 d009 p3 d318 c00a d03r d10e d20g d32u d020 d12t x2 d22x d31c x0 d01b d12q x2 d22y d321 d025 d12i d22p d32n x1 d01w x1 d10f d22r d30z d031 d10y d22l x1 d301',
    },
    {
      seed: 'drills/zung-jung/47',
      moves:
        'd021 x1 d136 d223 d318 d037 d13h d238 x3 d313 x0 d00s d11w d23d d320 d02d x1 d10y d20g d33c d032 d13f d233 d33j d02e x1 d117 x2 d23i d30o x0 d03e d12b d22z d33m d010 d13a x3 d20q d31y x0 d012 d13g d230 d30w d02f d11t x2 d20t d30r c004 d03k d12w x2 d20v d339 d02x d122 d204 x3 d33b d00u d131 d23p p0 d00a x1 d11x d235 d329 d01a x1 d13n d215 d314 d00m x1 d127 d228 x3',
    },
    {
      seed: 'drills/zung-jung/48',
      moves:
        'd033 d11j d211 d312 d035 d12p d219 d339 d03h d132 d20y d32h d01g d13a d21p d33f d004 x2 d13n p0 d00c c102 x3 d13o d23c d301 p0 d02c x1 d12a x2 d22y d317 d03b d11n d20i x3 d32z c00o d03r d129 x2 d22o d323 x2 d038 d12s d221 d33e d01e x1 x3 d13d d20f x3 d30g d03q d11q d23p d32t d030 d11h d21y c30f d315 d01w d11s',
    },
    {
      seed: 'drills/zung-jung/49',
      moves: 'd03i d133 d229 x3 d331 d022 d138 d23a d30k x0 x1 d00m x1 d13c',
    },
    {
      seed: 'drills/zung-jung/50',
      moves:
        'd00x x2 d13c d21f d33e d01h x1 d10s x2 d227 d331 d022 d102 d21a x1 x3 d314 d001 d125 d22f d321 d01d c10a d109 x2 d207 d324 d030 d10t x2 d20q x3 d315 d00v d123 d22g d33b d03f d12y d22x d31v d00z x2 d12t d22j d32d d03m d12z d239 d313 x0 d02s d10o d23k d334 d03l d12b d21t d33q p1 d10d x2 d23n d30u d00m x3 d12m x2 d23r d32u d003 d12a d22l d30l d03a d132 d20w d32w',
    },
    {
      seed: 'drills/zung-jung/52',
      moves:
        'd036 d13e x0 d234 d305 d022 x1 d13i d23d p0 d00e x1 d12t d23g k30o d30u d02e x1 d11y d20b d30h d02a x2 d10k d207 d31f x0 d031 d104 d200 x1 d31c x0 d00y x1 d108 d220 d31s x0 d039 d10c d21x d31u x0 d02y d116 x2 d20i d33h d00d d11d x2 d20n d309 d03j d128 x2 d23a d30m d02g d12j d230 d31q c00d d02f d12d d221 d32s d023',
    },
    {
      seed: 'drills/zung-jung/54',
      moves:
        'd001 d102 d230 x1 d33n d03f d12t d212 d305 d02u d10y x0 x2 d21y x0 d30m d00n d13a x0 d23i d30q d00h x1 d13r d23k d311 x0 d035 d129 x2 d22s x3',
    },
    {
      seed: 'drills/zung-jung/55',
      moves:
        'd01m d110 d207 x1 d30t c005 d01w d11l d20e d31h d02f x1 d12i p2 d23j d33h d02l d12t d21r d306 x1 d013 d104 d23q d32s d03i d12g c20k d22z x1 d33r d011 d131 x3 d20l d30s c006 d03o d13p d20a d30z x0 d022 x1 x3 d12n d219 d31x d027 x1 d13b d21z',
    },
    {
      seed: 'drills/zung-jung/56',
      moves:
        'd00p d120 x2 d232 d330 d01e x1 d133 d21i x3 d335 d019 x1 d12e d237 d33k d031 d136 d22m d31z d01y d12a x2 d21g x3 d33h d01x d13e x2 d221 x3 d33o p0 d009 d10x x3 d21u x3 d30b d01q d10n x2 d223 x3 d32k c00m d001 d111 d21t x3 d31d d002 d112 d21r x3 d32u d01o d113 d21w x3 d31s d029 d114 d23r d33c x2 d000 d108 x2 d204 d31p d00k x1 d10u c206',
    },
    {
      seed: 'drills/zung-jung/57',
      moves:
        'd031 d11y d234 d330 x1 d023 d136 d23b d33j d02g d105 d235 d320 d004 d12h x2 d23i d302 d03p p1 d113 x0 d23r d30u x0 d02c d11l x2 d23g d30x x0 d039 d100 d217 d306 d00g c103 d126 d21g d32f d00s d13f d221 d33k d010 d11x d22y x3 d316 d012 d124 d23a d32a d015 c10a d13h d23c',
    },
    {
      seed: 'drills/zung-jung/61',
      moves:
        'd011 d102 d230 d337 d036 d131 d23f d33o d03d d11t d23m d334 d01s d112 d203 d31x d03a x3 d10x d21r x3 d316 x0 d03j p2 d20z d32x p2 d20v d319 x0 d03c d12m c20n d215 d33h d03e d13b x3 d21q x3 d310 x0 d00j c103 d12u d201',
    },
    {
      seed: 'drills/zung-jung/65',
      moves:
        'd003 d13f d221 d33c d03d d13h d20y d33g d03j d13q d239 d338 d00c x1 d10b x2 d21n d32m d02l d11w x2 d22d d30r x0 x1 d02n d10z d23k d330 p0 d036 d135 d23l d31l a00r d006 d12w d223 d337 d005 d11k x2 d234 d32k d000 x1 d11c p0 d00s d10t d20u d32y d00q x1 d10o d204 x3',
    },
    {
      seed: 'drills/zung-jung/67',
      moves:
        'd03i d13h d207 d33j d00a d11x x2 d20p x3 d331 d02x d13l d22m x1 x3 d335 d01o x1 d111 x2 d23m d33b d02p d10k d20b d33c x1 d03e x1 d128 c20i d20w x3 d332 d009 d12a x2 d21j d33p d00z x1 d136 d20d d33q k004 d03n d13r d23k d30c d024 d12y d21a x3',
    },
    {
      seed: 'drills/zung-jung/68',
      moves:
        'd033 d10s d20w d33e d03c d10i x2 x3 d21g d33b d000 d124 d21h d33p p2 d239 d33n d00e d12v d21t d33m d00f d10k d20c x3 d332 d01l p1 d12k p2 d20n x3 d30h d00x d12s d208 d32y d022 d10a d220 x3 d303 d01j c10b d13q d23g d30z d03d d13f d22o x3 d30v d00d d111 d20t x3 d30j d02t d12x d236',
    },
    {
      seed: 'drills/zung-jung/69',
      moves:
        'd00m d110 d235 d312 d01q d11n d23g d311 d01o d114 x2 d23e d329 c00i x2 d037 d11x d213 d33b p1 d10x d23r d33p d039 d10y d20j x3 d31c d01l d11i x2 x3 d204 x3 d33l p2 d228 d30g d01v d11y d20p p3 d302 d003 d10f d22l p3 d30h d02w p1 d10d d21w x3 d336 d01e d13o d21p d30n d03c d121 d20t d30i d00w d12v x0 c20o d20u d301 d017 d10r d206 d305 d01b d11z d230 p1 d12h x2',
    },
    {
      seed: 'drills/zung-jung/71',
      moves:
        'd03j d13i d232 d33g d012 d111 d213 x3 d333 d01m d11v x2 d208 x3 d33b d00b d11u x2 d21n d30w d00m d13a d21s d33r d029 x1 d13d p3 d30n d00l d128',
    },
    { seed: 'drills/zung-jung/72', moves: 'd00o d12x d232 d331 d030 d10m x2' },
    {
      seed: 'drills/zung-jung/73',
      moves:
        'd020 d123 d21g x3 d307 d039 x1 d105 d23b x1 d32o d034 d102 d230 d32n x0 d03h p1 d10y d236 d30t d01l d10g x2 d20p x3 d332 d02f p1 d12j d23f x0 d33g d012 d121 d23k d32v x0 d037 d11v x2 d20o x3 d30b d00f x1 d101 x2 d200 d313 d00c x1 d12u d21x d30i d00h x1 d116 c209 d21i x3 d303 d01a d11y x2 d20e d31u d006 d119 d22y x3 d31w',
    },
    {
      seed: 'drills/zung-jung/75',
      moves:
        'd03l d10b d222 d33m d03o d11g x2 d233 d33n d00t d11l x2 d238 x0 d315 x0 d021 d10j d23g d32r x0 d02h d12c d218 d331 d02b x1 x3 d132 d21k d33j d00y d10z x2 d223 d302 d02v x1 d111 p0 d02w d13a p0 d03k d12y d201 d32n d01e d13h d22u d30h d00v d125 x2 d20o d30r d00x d107',
    },
    {
      seed: 'drills/zung-jung/76',
      moves:
        'd02l d13j d21n d33g d016 d13l d233 d314 d02n d105 d219 d30x d031 d12x x2 p3 d31u d00m d110 x0 d237 p3 d30o x0 d015 d13q d23f d30p x0 d03d d103 d22o d30c x0 d021 d117 d20l d31g d00t x1 d10w x0 d200 d31o x1 d008 d11p d20b d31v d00y d11e d20j d304 x0 d00z d10k d218 d30i x0 d011 d12h d22k c30l d33c d012 d102 d20n d33k d013 d11b d21c d30q d006 d13r x2 d21y d307 x0 d009 d135 d21j d31r x0 d00g d101',
    },
    {
      seed: 'drills/zung-jung/77',
      moves:
        'd036 d10u d22e d310 d007 d11g d21n d32b x0 d011 c109 d126 d231 d32z d013 d13a d23g p1 d13d x2 d21y d333 d016 d132 d23k p3 d33o d01c d112 d20w d309 d00c c103 d12g d21i x3 d31x d01h d11v d22s c30n d31o d01e d11q d23b d31s d015 d10k x2 d217 x3 d319 d00d d12d x2 d235 d334 d001 x3 d108 x2 d23p d318 d00m d10q x2 d21m x3 d337 d01l',
    },
    {
      seed: 'drills/zung-jung/80',
      moves:
        'd000 d13n d20f d33l d03k d105 d20b x0 d33b x0 d00e d11d d21f x3 d33q d00v d107 d20t x3 d335 d036 d10m d238 x0 d302 d003 d10d d20z x3 d31t d034 d11l d23o d31x d017 d10u x2 d21y d32x d01s d10w x2 d210 x3 d33p d02z c10o d11b d22s d311 d00c d13i x0 d21w d30s d033 d11v d232 d32c x2 d030 d108 x0 d20l x3 d331 d01z d11p d20k x3 d326 d01r d11q d213 x3 d327 d01o d104 d225',
    },
    {
      seed: 'drills/zung-jung/90',
      moves:
        'd00y d10d d21v d33g d03j d13i d23m d30n d01x d13l d21z d314 d02z p3 d31u x0 d00f d12y x2 d206 x1 d32i x0 d00l d10s d211 p0 d02e d139 d221 c30i d32t x2 d02g c10m d13e d23a d33c d02k d110 d201 d333 d02l d10h d223 d32h d008 d115 x2 d20r c306 d335 d03d d120 d23b d322 d038 d13k d23f d336 d034 d10o d22s d32n d02j d117 x2 d237 d32v d03r p3 d30p d00u d103 d22u d32p d031 d10w d22r d30m d009 d124 x2 d20z d31h c00d x2 d016',
    },
  ],
  drills: [
    { id: 'zung-jung/claim-01', idea: 'claim', hand: 0, at: 8, seat: 0, tempting: 'x0' },
    { id: 'zung-jung/claim-02', idea: 'claim', hand: 1, at: 16, seat: 2, tempting: 'c20m' },
    { id: 'zung-jung/pattern-01', idea: 'pattern', hand: 2, at: 27, seat: 2, tempting: 'd23g' },
    { id: 'zung-jung/safety-01', idea: 'safety', hand: 2, at: 82, seat: 1, tempting: 'd112' },
    { id: 'zung-jung/pattern-02', idea: 'pattern', hand: 3, at: 7, seat: 2, tempting: 'd23j' },
    { id: 'zung-jung/safety-02', idea: 'safety', hand: 3, at: 84, seat: 2, tempting: 'd208' },
    { id: 'zung-jung/claim-03', idea: 'claim', hand: 3, at: 10, seat: 3, tempting: 'x3' },
    {
      id: 'zung-jung/efficiency-03',
      idea: 'efficiency',
      hand: 4,
      at: 29,
      seat: 0,
      tempting: 'd02n',
    },
    { id: 'zung-jung/claim-04', idea: 'claim', hand: 4, at: 36, seat: 1, tempting: 'x1' },
    { id: 'zung-jung/claim-05', idea: 'claim', hand: 5, at: 9, seat: 3, tempting: 'x3' },
    {
      id: 'zung-jung/efficiency-04',
      idea: 'efficiency',
      hand: 6,
      at: 31,
      seat: 2,
      tempting: 'd208',
    },
    { id: 'zung-jung/claim-06', idea: 'claim', hand: 6, at: 24, seat: 1, tempting: 'x1' },
    { id: 'zung-jung/claim-07', idea: 'claim', hand: 7, at: 16, seat: 1, tempting: 'x1' },
    { id: 'zung-jung/claim-08', idea: 'claim', hand: 8, at: 34, seat: 1, tempting: 'x1' },
    {
      id: 'zung-jung/efficiency-06',
      idea: 'efficiency',
      hand: 9,
      at: 50,
      seat: 3,
      tempting: 'd30m',
    },
    { id: 'zung-jung/claim-09', idea: 'claim', hand: 9, at: 31, seat: 2, tempting: 'p2' },
    {
      id: 'zung-jung/efficiency-07',
      idea: 'efficiency',
      hand: 10,
      at: 48,
      seat: 3,
      tempting: 'd30c',
    },
    { id: 'zung-jung/claim-10', idea: 'claim', hand: 10, at: 29, seat: 3, tempting: 'x3' },
    { id: 'zung-jung/pattern-03', idea: 'pattern', hand: 11, at: 31, seat: 2, tempting: 'd23i' },
    {
      id: 'zung-jung/efficiency-08',
      idea: 'efficiency',
      hand: 11,
      at: 44,
      seat: 3,
      tempting: 'd32g',
    },
    { id: 'zung-jung/claim-11', idea: 'claim', hand: 11, at: 14, seat: 2, tempting: 'x2' },
    { id: 'zung-jung/safety-03', idea: 'safety', hand: 12, at: 71, seat: 3, tempting: 'd315' },
    { id: 'zung-jung/pattern-04', idea: 'pattern', hand: 12, at: 22, seat: 3, tempting: 'd334' },
    {
      id: 'zung-jung/efficiency-09',
      idea: 'efficiency',
      hand: 12,
      at: 70,
      seat: 2,
      tempting: 'd21e',
    },
    { id: 'zung-jung/pattern-05', idea: 'pattern', hand: 13, at: 37, seat: 2, tempting: 'd23p' },
    { id: 'zung-jung/claim-12', idea: 'claim', hand: 13, at: 33, seat: 2, tempting: 'p2' },
    {
      id: 'zung-jung/efficiency-10',
      idea: 'efficiency',
      hand: 14,
      at: 30,
      seat: 2,
      tempting: 'd20c',
    },
    { id: 'zung-jung/claim-13', idea: 'claim', hand: 14, at: 24, seat: 2, tempting: 'x2' },
    { id: 'zung-jung/safety-04', idea: 'safety', hand: 15, at: 59, seat: 3, tempting: 'd32e' },
    { id: 'zung-jung/pattern-06', idea: 'pattern', hand: 15, at: 35, seat: 2, tempting: 'd221' },
    {
      id: 'zung-jung/efficiency-11',
      idea: 'efficiency',
      hand: 15,
      at: 62,
      seat: 1,
      tempting: 'd12j',
    },
    {
      id: 'zung-jung/efficiency-12',
      idea: 'efficiency',
      hand: 16,
      at: 20,
      seat: 0,
      tempting: 'd02m',
    },
    { id: 'zung-jung/claim-14', idea: 'claim', hand: 16, at: 31, seat: 0, tempting: 'x0' },
    { id: 'zung-jung/claim-15', idea: 'claim', hand: 17, at: 15, seat: 1, tempting: 'x1' },
    { id: 'zung-jung/claim-16', idea: 'claim', hand: 18, at: 13, seat: 1, tempting: 'x1' },
    { id: 'zung-jung/safety-05', idea: 'safety', hand: 19, at: 82, seat: 3, tempting: 'd31q' },
    {
      id: 'zung-jung/efficiency-14',
      idea: 'efficiency',
      hand: 19,
      at: 68,
      seat: 1,
      tempting: 'd128',
    },
    { id: 'zung-jung/claim-17', idea: 'claim', hand: 19, at: 1, seat: 1, tempting: 'x1' },
    { id: 'zung-jung/claim-18', idea: 'claim', hand: 20, at: 33, seat: 3, tempting: 'x3' },
    { id: 'zung-jung/claim-19', idea: 'claim', hand: 21, at: 28, seat: 3, tempting: 'x3' },
    { id: 'zung-jung/pattern-07', idea: 'pattern', hand: 22, at: 25, seat: 0, tempting: 'd035' },
    {
      id: 'zung-jung/efficiency-16',
      idea: 'efficiency',
      hand: 22,
      at: 47,
      seat: 1,
      tempting: 'd117',
    },
    { id: 'zung-jung/claim-20', idea: 'claim', hand: 22, at: 22, seat: 1, tempting: 'x1' },
    { id: 'zung-jung/pattern-08', idea: 'pattern', hand: 23, at: 22, seat: 1, tempting: 'd10x' },
    {
      id: 'zung-jung/efficiency-17',
      idea: 'efficiency',
      hand: 23,
      at: 44,
      seat: 3,
      tempting: 'd326',
    },
    { id: 'zung-jung/claim-21', idea: 'claim', hand: 23, at: 2, seat: 3, tempting: 'x3' },
    { id: 'zung-jung/pattern-09', idea: 'pattern', hand: 24, at: 34, seat: 3, tempting: 'd308' },
    {
      id: 'zung-jung/efficiency-18',
      idea: 'efficiency',
      hand: 24,
      at: 37,
      seat: 2,
      tempting: 'd21a',
    },
    { id: 'zung-jung/claim-22', idea: 'claim', hand: 24, at: 46, seat: 1, tempting: 'p1' },
    { id: 'zung-jung/safety-06', idea: 'safety', hand: 25, at: 68, seat: 3, tempting: 'd30g' },
    {
      id: 'zung-jung/efficiency-19',
      idea: 'efficiency',
      hand: 25,
      at: 42,
      seat: 0,
      tempting: 'd01w',
    },
    { id: 'zung-jung/claim-23', idea: 'claim', hand: 25, at: 53, seat: 0, tempting: 'p0' },
    { id: 'zung-jung/claim-24', idea: 'claim', hand: 26, at: 7, seat: 3, tempting: 'x3' },
    {
      id: 'zung-jung/efficiency-20',
      idea: 'efficiency',
      hand: 27,
      at: 40,
      seat: 2,
      tempting: 'd22o',
    },
    { id: 'zung-jung/claim-25', idea: 'claim', hand: 27, at: 11, seat: 3, tempting: 'x3' },
    {
      id: 'zung-jung/efficiency-21',
      idea: 'efficiency',
      hand: 28,
      at: 6,
      seat: 0,
      tempting: 'd00x',
    },
    { id: 'zung-jung/claim-26', idea: 'claim', hand: 28, at: 33, seat: 3, tempting: 'x3' },
    {
      id: 'zung-jung/efficiency-22',
      idea: 'efficiency',
      hand: 29,
      at: 41,
      seat: 3,
      tempting: 'd319',
    },
    { id: 'zung-jung/claim-27', idea: 'claim', hand: 29, at: 36, seat: 3, tempting: 'x3' },
    { id: 'zung-jung/pattern-10', idea: 'pattern', hand: 30, at: 8, seat: 0, tempting: 'd023' },
    { id: 'zung-jung/claim-28', idea: 'claim', hand: 30, at: 12, seat: 0, tempting: 'x0' },
    {
      id: 'zung-jung/efficiency-23',
      idea: 'efficiency',
      hand: 31,
      at: 66,
      seat: 0,
      tempting: 'd024',
    },
    { id: 'zung-jung/claim-29', idea: 'claim', hand: 31, at: 20, seat: 3, tempting: 'x3' },
    { id: 'zung-jung/safety-07', idea: 'safety', hand: 32, at: 72, seat: 3, tempting: 'd30x' },
    { id: 'zung-jung/pattern-11', idea: 'pattern', hand: 32, at: 40, seat: 1, tempting: 'd121' },
    {
      id: 'zung-jung/efficiency-24',
      idea: 'efficiency',
      hand: 32,
      at: 52,
      seat: 0,
      tempting: 'd00z',
    },
    { id: 'zung-jung/safety-08', idea: 'safety', hand: 33, at: 82, seat: 1, tempting: 'd12d' },
    {
      id: 'zung-jung/efficiency-25',
      idea: 'efficiency',
      hand: 33,
      at: 53,
      seat: 2,
      tempting: 'd209',
    },
    { id: 'zung-jung/claim-30', idea: 'claim', hand: 33, at: 31, seat: 3, tempting: 'x3' },
    { id: 'zung-jung/pattern-12', idea: 'pattern', hand: 34, at: 18, seat: 0, tempting: 'd03f' },
    {
      id: 'zung-jung/efficiency-26',
      idea: 'efficiency',
      hand: 35,
      at: 69,
      seat: 0,
      tempting: 'd004',
    },
    { id: 'zung-jung/pattern-13', idea: 'pattern', hand: 36, at: 55, seat: 3, tempting: 'd316' },
    {
      id: 'zung-jung/efficiency-27',
      idea: 'efficiency',
      hand: 37,
      at: 21,
      seat: 0,
      tempting: 'd01o',
    },
    { id: 'zung-jung/pattern-14', idea: 'pattern', hand: 38, at: 56, seat: 3, tempting: 'd31q' },
    {
      id: 'zung-jung/efficiency-28',
      idea: 'efficiency',
      hand: 38,
      at: 70,
      seat: 0,
      tempting: 'd008',
    },
    { id: 'zung-jung/safety-09', idea: 'safety', hand: 40, at: 81, seat: 0, tempting: 'd01u' },
    { id: 'zung-jung/pattern-15', idea: 'pattern', hand: 40, at: 32, seat: 0, tempting: 'd033' },
    {
      id: 'zung-jung/efficiency-30',
      idea: 'efficiency',
      hand: 40,
      at: 80,
      seat: 3,
      tempting: 'd30g',
    },
    { id: 'zung-jung/pattern-16', idea: 'pattern', hand: 41, at: 29, seat: 2, tempting: 'd232' },
    { id: 'zung-jung/pattern-17', idea: 'pattern', hand: 42, at: 65, seat: 0, tempting: 'd03b' },
    { id: 'zung-jung/safety-10', idea: 'safety', hand: 43, at: 80, seat: 3, tempting: 'd30e' },
    { id: 'zung-jung/safety-11', idea: 'safety', hand: 44, at: 65, seat: 0, tempting: 'd00p' },
    { id: 'zung-jung/pattern-18', idea: 'pattern', hand: 44, at: 67, seat: 2, tempting: 'd20k' },
    { id: 'zung-jung/pattern-19', idea: 'pattern', hand: 45, at: 14, seat: 2, tempting: 'd21e' },
    { id: 'zung-jung/safety-12', idea: 'safety', hand: 46, at: 78, seat: 0, tempting: 'd01g' },
    { id: 'zung-jung/safety-13', idea: 'safety', hand: 47, at: 69, seat: 1, tempting: 'd11l' },
    { id: 'zung-jung/pattern-20', idea: 'pattern', hand: 47, at: 45, seat: 1, tempting: 'd125' },
    { id: 'zung-jung/pattern-21', idea: 'pattern', hand: 48, at: 32, seat: 3, tempting: 'd31m' },
    { id: 'zung-jung/safety-14', idea: 'safety', hand: 49, at: 52, seat: 3, tempting: 'd30i' },
    { id: 'zung-jung/pattern-22', idea: 'pattern', hand: 49, at: 31, seat: 0, tempting: 'd03o' },
    { id: 'zung-jung/safety-15', idea: 'safety', hand: 50, at: 75, seat: 2, tempting: 'd22s' },
    { id: 'zung-jung/pattern-23', idea: 'pattern', hand: 50, at: 53, seat: 2, tempting: 'd204' },
    { id: 'zung-jung/pattern-24', idea: 'pattern', hand: 51, at: 57, seat: 3, tempting: 'd30t' },
    { id: 'zung-jung/safety-16', idea: 'safety', hand: 52, at: 47, seat: 3, tempting: 'd323' },
    { id: 'zung-jung/safety-17', idea: 'safety', hand: 53, at: 57, seat: 3, tempting: 'd315' },
    { id: 'zung-jung/pattern-25', idea: 'pattern', hand: 54, at: 53, seat: 3, tempting: 'd310' },
    { id: 'zung-jung/safety-18', idea: 'safety', hand: 55, at: 60, seat: 3, tempting: 'd31b' },
    { id: 'zung-jung/safety-19', idea: 'safety', hand: 56, at: 78, seat: 2, tempting: 'd22r' },
    { id: 'zung-jung/pattern-26', idea: 'pattern', hand: 57, at: 31, seat: 2, tempting: 'd23e' },
    { id: 'zung-jung/pattern-27', idea: 'pattern', hand: 58, at: 7, seat: 2, tempting: 'd23k' },
    { id: 'zung-jung/safety-20', idea: 'safety', hand: 59, at: 72, seat: 0, tempting: 'd01r' },
    { id: 'zung-jung/safety-21', idea: 'safety', hand: 60, at: 58, seat: 2, tempting: 'd21z' },
    { id: 'zung-jung/safety-22', idea: 'safety', hand: 61, at: 85, seat: 2, tempting: 'd227' },
    { id: 'zung-jung/pattern-28', idea: 'pattern', hand: 61, at: 48, seat: 3, tempting: 'd33c' },
    { id: 'zung-jung/safety-23', idea: 'safety', hand: 62, at: 70, seat: 1, tempting: 'd12p' },
    { id: 'zung-jung/safety-24', idea: 'safety', hand: 63, at: 79, seat: 3, tempting: 'd32o' },
    { id: 'zung-jung/safety-25', idea: 'safety', hand: 64, at: 88, seat: 1, tempting: 'd10i' },
  ],
};
