/** The types of the project's ESLint rule (written in JavaScript: the config loads it as is). */
import type { ESLint, Rule } from 'eslint';

export declare const noImportCycle: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
