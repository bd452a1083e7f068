// The slice of @kobalab/majiang-core used by the shanten benchmark and agreement test (it ships no
// types). It is a devDependency and never reaches the app.
declare module '@kobalab/majiang-core' {
  export interface Shoupai {
    toString(): string;
  }
  const Majiang: {
    Shoupai: { fromString(text: string): Shoupai };
    Util: { xiangting_yiban(hand: Shoupai): number };
  };
  export default Majiang;
}
