// The list edition import's one way in: code outside this folder imports only this file (eslint.config.js).
export { addedPlacesStepStatements, lastStagedSeq } from "./added-places.server";
export { countNewPlaces, unplaceableRows } from "./checks.server";
export { discardDraft } from "./discard.server";
export { affectedIdRange, draftEntriesStatements, nextCountsStatement, openDraftStatements } from "./draft.server";
export { editionCountRead, editionHistoryRead } from "./history.server";
export { addedPlaces, matchedRows, rankMoves } from "./preview.server";
export { rankStatements } from "./ranks.server";
export { clearStagedEntriesStatement, stageEntriesStatement, type StagedEntry } from "./staged-entry.server";
export { settleHiddenPlacesStatements, sweepEditionsStatements, sweepEntriesStatement } from "./sweep.server";
export { editionSwitchOverStatements } from "./switch-over.server";
