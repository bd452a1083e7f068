/** Parole della schermata delle impostazioni che arrivano con lei, non all'avvio. */
import type { SettingsKey } from './text.en';

export const settingsIt: { readonly [K in SettingsKey]: string } = {
  'settings.level.beginner.about':
    'gioca solo per arrivare in fretta a punto, ogni tanto scarta una tessera peggiore e non si difende mai.',
  'settings.level.standard.about':
    'punta alle combinazioni che valgono e si difende quando qualcuno sembra vicino alla vittoria o il muro sta finendo.',
  'settings.level.strong.about':
    'legge gli scarti di ogni giocatore per capire chi è vicino a vincere, su quali tessere e per quanto, si difende solo da lui, guarda una pescata avanti, vicino al punto sceglie lo scarto con gli stessi numeri del coach e cerca anche le combinazioni rare.',
};
