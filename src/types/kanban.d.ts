/**
 * Declaration of the public API of JavaScript Kanban (DHTMLX Kanban 1.7),
 * written from `src/data/api/manifest.json`.
 *
 * The widget is loaded with a script tag and exposes the global `kanban`
 * namespace; the same classes are also available as ES exports of the npm
 * package (see `declare module "@dhx/trial-kanban"` at the end).
 *
 * Used by `npm run check:examples` to type-check every `js`/`ts` example of the
 * API pages. Keep it in step with the manifest: when an API item changes, change
 * its declaration here.
 *
 * A note on string unions: fields of data records that examples usually declare
 * in a separate array (`links[].relation`, the `editorShape` fields) accept the
 * documented values *or any string*. In a standalone `const links = [...]` the
 * literal `"relatesTo"` widens to `string`, and a strict union would reject
 * correct code. Method arguments, event payloads and config objects written in
 * place keep strict unions.
 */

declare namespace kanban {
    // ---------------------------------------------------------------------
    // Common
    // ---------------------------------------------------------------------

    /** ID of a card, column, row (swimlane), link, comment or user. */
    type ID = string | number;

    /** Built-in theme names. */
    type ThemeName = "material" | "willow" | "willow-dark";

    /** Keys of the built-in locales in `kanban.locales`. */
    type BuiltInLocale = "en" | "de" | "cn" | "es" | "fr" | "it" | "jp" | "pt" | "ru";

    /** The `$meta` parameter of methods and events (common settings). */
    interface Meta {
        /** Excludes the operation from undo/redo history. */
        skipHistory?: boolean;
    }

    /** Mixed into every method config and event payload: the `$meta` parameter. */
    interface WithMeta {
        /** Extra options of the operation, e.g. `{ skipHistory: true }`. */
        $meta?: Meta;
    }

    /** Mixed into the payloads of events that RestDataProvider sends to the server. */
    interface WithSkipProvider {
        /** If `true`, no request goes to the backend provider. */
        skipProvider?: boolean;
    }

    /**
     * A template made with `kanban.template()`. Opaque: create it only with
     * `kanban.template(fn)`.
     */
    interface Template<P = any> {
        /** @internal type brand; there is no such property at run time. */
        readonly __kanbanTemplate: (props: P) => string;
    }

    // ---------------------------------------------------------------------
    // Data records
    // ---------------------------------------------------------------------

    /** An attachment of a card (`cards[].attached[]`). */
    interface AttachmentData {
        /** Attachment identifier. */
        id: ID;
        /** Location of the attached file. */
        url?: string;
        /** Location of the preview image. */
        previewURL?: string;
        /** Location of the image used as cover. */
        coverURL?: string;
        /** File name. */
        name?: string;
        /** When true, the `coverURL` image becomes the card cover. */
        isCover?: boolean;
        /** File size in bytes. @since 1.7 */
        size?: number;
    }

    /** A comment of a card (`cards[].comments[]`). @since 1.4 */
    interface CommentData {
        /** Comment identifier. */
        id: ID;
        /** ID of the comment author. */
        userId: ID;
        /** ID of the card owning the comment. */
        cardId: ID;
        /** Comment body; HTML markup allowed. */
        text?: string;
        /** Posting time; not changed by edits. */
        date?: Date;
    }

    /**
     * A card (`cards` property). Besides the documented fields a card can carry
     * any custom field, e.g. the ones named by `columnKey` and `rowKey`.
     */
    interface CardData {
        /** Card identifier used by card methods. */
        id?: ID;
        /** Card title shown in the Label field. */
        label?: string;
        /** Card text shown in the Description field. */
        description?: string;
        /** Progress bar value from 0 to 100. */
        progress?: number;
        /** Start as a Date object, not a string. */
        start_date?: Date;
        /** End as a Date object, not a string. */
        end_date?: Date;
        /** Attachment records shown in the Attachment field. */
        attached?: AttachmentData[];
        /** HEX color of the card's top stripe. */
        color?: string;
        /** Assigned user IDs: an array for multiselect, a single ID otherwise. */
        users?: ID[] | ID;
        /** Priority ID matching `cardShape.priority.values`. */
        priority?: ID;
        /** CSS class for this card. @since 1.4 */
        css?: string;
        /** IDs of the users who voted. @since 1.4 */
        votes?: ID[];
        /** Comment records attached to the card. @since 1.4 */
        comments?: CommentData[];
        /** Any extra field, e.g. the one used by `columnKey` or `rowKey`. */
        [custom_key: string]: any;
    }

    /** A column (`columns` property). */
    interface ColumnData {
        /** Column identifier used by column methods. */
        id: string;
        /** Column title in the header. */
        label?: string;
        /** Starts the column collapsed when true. @since 1.1 */
        collapsed?: boolean;
        /** Card cap: a number for the whole column, or per-row caps keyed by row ID. @since 1.1 */
        limit?: number | Record<string, number>;
        /** When true, blocks adding cards beyond the limit. @since 1.1 */
        strictLimit?: boolean;
        /** CSS class for this column. @since 1.4 */
        css?: string;
        /** Template rendered over the column, e.g. a drop blocker. @since 1.4 */
        overlay?: any;
    }

    /** A row, i.e. swimlane (`rows` property). */
    interface RowData {
        /** Swimlane identifier used by row methods. */
        id: string;
        /** Swimlane title. */
        label?: string;
        /** Starts the swimlane collapsed when true. */
        collapsed?: boolean;
        /** CSS class for this swimlane. @since 1.4 */
        css?: string;
    }

    /** Relation kinds of a link. */
    type LinkRelation = "relatesTo" | "requiredFor" | "duplicate" | "parent";

    /** A link between two cards (`links` property). */
    interface LinkData {
        /** Link identifier. */
        id: ID;
        /** Card ID at the link's start. @since 1.7 (was `masterId`) */
        source: ID;
        /** Card ID at the link's end. @since 1.7 (was `slaveId`) */
        target: ID;
        /** Relation kind between the two cards. */
        relation: LinkRelation | (string & {});
    }

    /** A user (`cardShape.users.values`). */
    interface UserData {
        /** User identifier. */
        id: ID;
        /** User display name. */
        label?: string;
        /** Avatar image location. */
        avatar?: string;
    }

    /** A priority (`cardShape.priority.values`). */
    interface PriorityData {
        /** Priority identifier. */
        id: ID;
        /** Priority display name. */
        label?: string;
        /** Priority HEX color. */
        color: string;
    }

    /** The data returned by `serialize()`. */
    interface SerializedData {
        cards: CardData[];
        rows: RowData[];
        columns: ColumnData[];
        links: LinkData[];
    }

    // ---------------------------------------------------------------------
    // Config: shapes
    // ---------------------------------------------------------------------

    /** Extended form of a card field toggle. */
    interface CardFieldConfig {
        /** Toggle for this field. */
        show?: boolean;
    }

    /** Date fields of `cardShape`. */
    interface CardDateFieldConfig extends CardFieldConfig {
        /** Date format string (DHTMLX Suite calendar format). */
        format?: string;
    }

    /** A context menu entry; `C` is what `onClick` receives besides `id` and `item`. */
    type MenuItem<C> = {
        /** Entry ID; built-in IDs trigger default actions. */
        id?: string;
        /** Icon CSS class, e.g. from an icon font. */
        icon?: string;
        /** Visible entry caption. @since 1.4 */
        text?: string;
        /** Greys out the entry when true. */
        disabled?: boolean;
        /** Custom click callback for the entry. */
        onClick?: (ev: { id: string; item: MenuItem<C> } & C) => void;
        /** Nested submenu entries. @since 1.4 */
        data?: MenuItem<C>[];
    };

    /** An entry of the card context menu. */
    type CardMenuItem = MenuItem<{ card: CardData }>;
    /** An entry of the column context menu. */
    type ColumnMenuItem = MenuItem<{ column: ColumnData }>;
    /** An entry of the row (swimlane) context menu. */
    type RowMenuItem = MenuItem<{ row: RowData }>;

    /** What a menu `items` function returns: entries, or `null`/`false` to hide the menu. */
    type MenuItemsResult<T> = T[] | null | false;

    /** The `cardShape` property. */
    interface CardShape {
        label?: boolean | CardFieldConfig;
        description?: boolean | CardFieldConfig;
        progress?: boolean | CardFieldConfig;
        attached?: boolean | CardFieldConfig;
        cover?: boolean | CardFieldConfig;
        /** @since 1.4 */
        comments?: boolean | CardFieldConfig;
        confirmDeletion?: boolean | CardFieldConfig;
        start_date?: boolean | CardDateFieldConfig;
        end_date?: boolean | CardDateFieldConfig;
        color?:
            | boolean
            | {
                  show?: boolean;
                  /** Palette of allowed HEX colors. */
                  values?: string[];
              };
        menu?:
            | boolean
            | {
                  show?: boolean;
                  /** Menu entries, or a function returning entries per card. */
                  items?:
                      | CardMenuItem[]
                      | ((ctx: {
                            card: CardData;
                            readonly: ReadonlyState;
                        }) => MenuItemsResult<CardMenuItem>);
              };
        users?:
            | boolean
            | {
                  show?: boolean;
                  /** Available users. */
                  values: UserData[];
                  /** How many avatars to show; `false` shows all. @since 1.6 */
                  maxCount?: number | false;
              };
        priority?:
            | boolean
            | {
                  show?: boolean;
                  /** Available priorities. */
                  values?: PriorityData[];
              };
        /** @since 1.4 */
        votes?:
            | boolean
            | {
                  show?: boolean;
                  /** Lets users vote directly from the card icon. @since 1.6 */
                  clickable?: boolean;
              };
        /** Returns a CSS class per card. @since 1.4 */
        css?: (card: CardData) => string;
        /** Custom fields displayed on cards. */
        headerFields?: Array<{
            /** Field key; reuse it in editorShape. */
            key: string;
            label?: string;
            css?: string;
        }>;
    }

    /** What `cardTemplate` receives. */
    interface CardTemplateProps {
        /** Data object of the rendered card. */
        cardFields: CardData;
        /** Whether the card is currently selected. */
        selected: boolean;
        /** Whether the card is currently being dragged. */
        dragging: boolean;
        /** Active card configuration. */
        cardShape: CardShape;
    }

    /** Runtime state of a column area, passed to column header templates. */
    interface ColumnState {
        columnId: ID;
        column: ColumnData;
        /** How many cards the column holds. */
        cardsCount: number;
        /** True when no more cards fit. */
        noFreeSpace: boolean;
        /** Configured card cap (only with limits). */
        totalLimit?: number;
        /** True when cards exceed the cap (only with limits). */
        isOverLimit?: boolean;
        /** Swimlane ID (only inside swimlanes). */
        rowId?: ID;
        /** Swimlane data (only inside swimlanes). */
        row?: RowData;
        /** Area height (only inside swimlanes). */
        height?: number;
    }

    /** What `columnShape.headerTemplate` receives. */
    interface ColumnHeaderTemplateProps {
        column: ColumnData;
        columnState: ColumnState;
        /** Whether the header menu should render. */
        isMenuVisible: boolean;
        /** Whether the rename input is active. */
        renaming: boolean;
        /** True if the column cannot be edited. */
        readonly: boolean;
    }

    /** What `columnShape.collapsedTemplate` receives. */
    interface ColumnCollapsedTemplateProps {
        column: ColumnData;
        columnState: ColumnState;
    }

    /** The `columnShape` property. */
    interface ColumnShape {
        menu?: {
            show?: boolean;
            /** Menu entries, or a function returning entries per column. */
            items?:
                | ColumnMenuItem[]
                | ((ctx: {
                      column: ColumnData;
                      columnIndex: number;
                      columns: ColumnData[];
                      readonly: ReadonlyState;
                  }) => MenuItemsResult<ColumnMenuItem>);
        };
        /** Keeps headers pinned on vertical scroll. @since 1.5 */
        fixedHeaders?: boolean;
        /** Returns a CSS class per column. @since 1.4 */
        css?: (column: ColumnData, cards: CardData[]) => string;
        /** Template of the expanded column header. @since 1.6 */
        headerTemplate?: Template<ColumnHeaderTemplateProps>;
        /** Template of the collapsed column header. @since 1.6 */
        collapsedTemplate?: Template<ColumnCollapsedTemplateProps>;
        /** Confirm dialog before column removal. */
        confirmDeletion?: boolean;
    }

    /** The `rowShape` property. */
    interface RowShape {
        menu?: {
            show?: boolean;
            /** Menu entries, or a function returning entries per row. */
            items?:
                | RowMenuItem[]
                | ((ctx: {
                      row: RowData;
                      rowIndex: number;
                      rows: RowData[];
                      readonly: ReadonlyState;
                  }) => MenuItemsResult<RowMenuItem>);
        };
        /** Returns a CSS class per swimlane. @since 1.4 */
        css?: (row: RowData, cards: CardData[]) => string;
        /** Confirm dialog before swimlane removal. */
        confirmDeletion?: boolean;
    }

    /** Control kinds of `editorShape` fields. */
    type EditorFieldType =
        | "dateRange"
        | "date"
        | "combo"
        | "select"
        | "multiselect"
        | "color"
        | "text"
        | "textarea"
        | "progress"
        | "files"
        | "comments"
        | "links";

    /** An option of a `combo`, `select` or `multiselect` editor field. */
    interface EditorOption {
        /** Option identifier. */
        id: ID;
        /** Option caption. */
        label: string;
        /** Preview image path; multiselect only. */
        avatar?: string;
    }

    /** What an `uploadURL` function receives (files field). */
    interface UploadEvent {
        /** Client-side file ID. */
        id: number;
        /** Not sent yet / uploaded / failed. */
        status: "client" | "server" | "error";
        /** File name. */
        name: string;
        /** The file itself. */
        file: string | Blob;
    }

    /**
     * `editorShape[].config`: control options. Which ones apply depends on the
     * field `type` (noted on each option).
     */
    interface EditorFieldConfig {
        /** date, dateRange: calendar popup alignment. */
        align?: "start" | "center" | "end" | (string & {});
        /** date, dateRange: allows typing dates; may set the edit format. */
        editable?: boolean | ((...args: any[]) => any);
        /** date, dateRange: shows Today and Clear buttons. */
        buttons?: boolean;
        /** date, dateRange, text: CSS class (icon position). */
        css?: string;
        /** All types: disables the control. */
        disabled?: boolean;
        /** dateRange: shows the Done button. */
        done?: boolean;
        /** All input types: applies error styling. */
        error?: boolean;
        /** date, dateRange, comments: date format string. */
        format?: string;
        /** dateRange: number of calendars in the popup. */
        months?: number;
        /** Placeholder text. */
        placeholder?: string;
        /** Tooltip/title text of the control. */
        title?: string;
        /** date, dateRange: popup width (string); progress: slider width (number). */
        width?: string | number;
        /** color, combo: shows a clear icon/button. @since 1.7 (was `clearButton`) */
        clear?: boolean;
        /** select: option key shown in the input; progress: caption above the slider. */
        label?: string;
        /** multiselect: checkbox beside each option. */
        checkboxes?: boolean;
        /** combo, multiselect: option key shown in the input. */
        textField?: string;
        /** text: focuses the input. */
        focus?: boolean;
        /** text: icon class inside the input. */
        icon?: string;
        /** text: inline style of the input. */
        inputStyle?: string;
        /** text, textarea: read-only control. */
        readonly?: boolean;
        /** text: selects the input content. */
        select?: boolean;
        /** text: HTML input type. */
        type?: string;
        /** progress: upper bound. */
        max?: number;
        /** progress: lower bound. */
        min?: number;
        /** progress: increment between values. */
        step?: number;
        /** files: allowed MIME pattern, e.g. `image/*`. */
        accept?: string;
        /** files: allows several files at once. */
        multiple?: boolean;
        /** files: allows uploading folders. */
        folder?: boolean;
        /** comments: show comments in the editor or in a separate panel. */
        placement?: "page" | "editor" | (string & {});
        /** comments: allows HTML markup in comments. */
        html?: boolean;
        /** comments, links: confirm dialog before removal. */
        confirmDeletion?: boolean;
    }

    /** A field of the card editor (`editorShape` property). */
    interface EditorField {
        /** Control kind. */
        type: EditorFieldType | (string & {});
        /** Card field bound to the control; `{ start, end }` for `dateRange`. */
        key: string | { start: string; end: string };
        /** Caption shown above the control. */
        label?: string;
        /** Modal editor column of the field (with `editor.placement: "modal"`). @since 1.6 */
        modalSection?: "left" | "right" | (string & {});
        /** Options: HEX colors for `color`; option objects for `combo`/`select`/`multiselect`. */
        values?: string[] | EditorOption[];
        /** files: upload endpoint, or a function performing the upload. */
        uploadURL?: string | ((rec: UploadEvent) => any);
        /** Type-specific control options. */
        config?: EditorFieldConfig;
    }

    /** The `editor` property. */
    interface EditorConfig {
        /** Turns the editor on or off. */
        show?: boolean;
        /** Saves edits automatically. */
        autoSave?: boolean;
        /** Autosave delay in milliseconds. */
        debounce?: number;
        /** Side panel or modal. @since 1.6 */
        placement?: "sidebar" | "modal";
    }

    /** Extended form of the `readonly` property. */
    interface ReadonlyConfig {
        /** Allows card editing. */
        edit?: boolean;
        /** Allows adding cards. */
        add?: boolean;
        /** Allows card selection. */
        select?: boolean;
        /** Allows dragging cards. */
        dnd?: boolean;
    }

    /** Normalized `readonly` modes, as the state and menu functions see them. */
    interface ReadonlyState {
        edit: boolean;
        add: boolean;
        select: boolean;
        dnd: boolean;
    }

    /** The `theme` property. */
    interface ThemeConfig {
        /** Theme to apply. */
        name: string;
        /** Whether the wxi icon font loads from CDN. */
        fonts?: boolean;
    }

    /** Calendar section of a locale. */
    interface CalendarLocale {
        monthFull?: string[];
        monthShort?: string[];
        dayFull?: string[];
        dayShort?: string[];
        hours?: string;
        minutes?: string;
        done?: string;
        clear?: string;
        today?: string;
        am?: string[];
        pm?: string[];
        weekStart?: number;
        clockFormat?: number;
        [key: string]: any;
    }

    /** Formats section of a locale. */
    interface FormatsLocale {
        timeFormat?: string;
        dateFormat?: string;
        monthYearFormat?: string;
        yearFormat?: string;
        [key: string]: any;
    }

    /** A locale object (`locale` property, `kanban.locales`). */
    interface Locale {
        /** Language tag, e.g. `"en-US"`. */
        lang?: string;
        /** Kanban labels. */
        kanban?: Record<string, string>;
        /** Date picker labels. */
        calendar?: CalendarLocale;
        /** Date and time formats. */
        formats?: FormatsLocale;
        /** Labels of the common controls. */
        core?: Record<string, string>;
    }

    /** Configuration of `new kanban.Kanban()` and `setConfig()`. */
    interface KanbanConfig {
        /** Card height in pixels. */
        cardHeight?: number;
        /** Card records. */
        cards?: CardData[];
        /** Which card fields show and how. Default: `kanban.defaultCardShape`. */
        cardShape?: CardShape;
        /** Custom card markup; wrap with `kanban.template()` for the context menu. */
        cardTemplate?: ((props: CardTemplateProps) => string) | Template<CardTemplateProps>;
        /** Card field that binds cards to columns. Default: `"column"`. */
        columnKey?: string;
        /** Column records. */
        columns?: ColumnData[];
        /** Column header settings. */
        columnShape?: ColumnShape;
        /** ID of the current user (one of `cardShape.users.values`). */
        currentUser?: ID;
        /** Editor settings. */
        editor?: EditorConfig;
        /** Editor fields. Default: `kanban.defaultEditorShape`. */
        editorShape?: EditorField[];
        /** Estimates card height for lazy rendering. */
        getCardHeight?: (cardShape: CardShape, card: CardData, cardWidth: number) => number;
        /** Enables undo/redo history. Default: `true`. */
        history?: boolean;
        /** Link records. */
        links?: LinkData[];
        /** Locale. Default: English. */
        locale?: Locale;
        /** Read-only mode: `true` for the whole board, or per action. */
        readonly?: boolean | ReadonlyConfig;
        /** Rendering mode. Default: `"default"`. */
        renderType?: "default" | "lazy";
        /** Card field that binds cards to rows (swimlanes). */
        rowKey?: string;
        /** Row (swimlane) records. */
        rows?: RowData[];
        /** Swimlane header settings. */
        rowShape?: RowShape;
        /** Scroll mode. Default: `"default"`. */
        scrollType?: "default" | "column";
        /** Theme settings. */
        theme?: ThemeConfig;
    }

    /** Name of the config type in the widget's own typings. */
    type IKanbanConfig = KanbanConfig;

    // ---------------------------------------------------------------------
    // Method configs
    // ---------------------------------------------------------------------

    interface AddCardConfig extends WithMeta {
        /** Column receiving the new card. */
        columnId: ID;
        /** Identifier for the new card. */
        id?: ID;
        /** Swimlane receiving the new card. */
        rowId?: ID;
        /** Card ID the new card is inserted ahead of. */
        before?: ID;
        /** Whether the new card becomes selected. */
        select?: boolean;
        /** Data for the new card. */
        card?: CardData;
    }

    interface AddColumnConfig extends WithMeta {
        id?: ID;
        column?: Partial<ColumnData>;
        before?: ID;
    }

    interface AddRowConfig extends WithMeta {
        id?: ID;
        row?: Partial<RowData>;
        before?: ID;
    }

    /** Payload of a new comment. */
    interface CommentInput {
        text?: string;
        date?: Date;
        /** Comment HTML; shown when the comments editor field has `html: true`. */
        html?: string;
    }

    interface AddCommentConfig extends WithMeta {
        id?: ID;
        cardId: ID;
        comment: CommentInput;
    }

    /** Data of a new link (`id` may be given outside). */
    interface LinkInput {
        id?: ID;
        source: ID;
        target: ID;
        relation: LinkRelation;
    }

    interface AddLinkConfig extends WithMeta {
        id?: ID;
        link: LinkInput;
    }

    interface IdConfig extends WithMeta {
        id: ID;
    }

    interface DeleteCommentConfig extends WithMeta {
        id: ID;
        cardId: ID;
    }

    interface DuplicateCardConfig extends WithMeta {
        id: ID;
        card?: CardData;
        /** @since 1.5.10 */
        select?: boolean;
    }

    interface MoveCardConfig extends WithMeta {
        id: ID;
        columnId: ID;
        rowId?: ID;
        before?: ID;
    }

    interface MoveConfig extends WithMeta {
        id: ID;
        before?: ID;
    }

    interface ParseData {
        columns?: ColumnData[];
        rows?: RowData[];
        cards?: CardData[];
        links?: LinkData[];
    }

    interface ScrollConfig extends WithMeta {
        id: ID;
        to: "column" | "row" | "card";
        /** Native `scrollIntoView()` options. */
        options?: ScrollIntoViewOptions;
    }

    interface SelectCardConfig extends WithMeta {
        id: ID;
        /** Keeps other selections when true. */
        groupMode?: boolean;
    }

    interface SetEditConfig extends WithMeta {
        cardId: ID;
    }

    interface SearchConfig extends WithMeta {
        value: string;
        by?: string;
    }

    interface SortConfig extends WithMeta {
        by?: string | ((card: CardData) => any);
        dir?: "asc" | "desc";
        columnId?: ID;
        preserve?: boolean;
    }

    interface SetThemeConfig {
        name?: ThemeName;
        fonts?: boolean;
    }

    interface UpdateCardConfig extends WithMeta {
        id: ID;
        card?: CardData;
        /** @since 1.3 */
        replace?: boolean;
    }

    interface UpdateColumnConfig extends WithMeta {
        id: ID;
        column?: Partial<ColumnData>;
        /** @since 1.3 */
        replace?: boolean;
    }

    interface UpdateRowConfig extends WithMeta {
        id: ID;
        row?: Partial<RowData>;
        /** @since 1.3 */
        replace?: boolean;
    }

    interface UpdateCommentConfig extends WithMeta {
        id?: ID;
        cardId: ID;
        comment: {
            id?: ID;
            cardId?: ID;
            text?: string;
            date?: Date;
            html?: string;
        };
    }

    // ---------------------------------------------------------------------
    // Events
    // ---------------------------------------------------------------------

    /** Payload of the drag events. */
    interface DragCardEvent extends WithMeta {
        id: ID;
        columnId: ID;
        rowId?: ID;
        before?: ID;
        /** IDs of all cards being moved. */
        source?: ID[];
    }

    /** Each event of the Event Bus and what its handlers receive. */
    interface EventMap {
        "add-card": AddCardConfig & WithSkipProvider;
        "add-column": AddColumnConfig & WithSkipProvider;
        "add-comment": AddCommentConfig & WithSkipProvider;
        "add-link": AddLinkConfig & WithSkipProvider;
        "add-row": AddRowConfig & WithSkipProvider;
        "add-vote": { cardId: ID } & WithMeta & WithSkipProvider;
        "delete-card": IdConfig & WithSkipProvider;
        "delete-column": IdConfig & WithSkipProvider;
        "delete-comment": { id?: ID; cardId: ID } & WithMeta & WithSkipProvider;
        "delete-link": IdConfig & WithSkipProvider;
        "delete-row": IdConfig & WithSkipProvider;
        "delete-vote": { cardId: ID } & WithMeta & WithSkipProvider;
        "drag-card": DragCardEvent;
        "duplicate-card": DuplicateCardConfig;
        "end-drag-card": DragCardEvent;
        "move-card": MoveCardConfig & WithSkipProvider;
        "move-column": MoveConfig & WithSkipProvider;
        "move-row": MoveConfig & WithSkipProvider;
        redo: void;
        scroll: ScrollConfig;
        "select-card": SelectCardConfig;
        /** `null` when the editor closes. */
        "set-edit": (SetEditConfig & { eventSource?: "select-card" }) | null;
        "set-search": SearchConfig;
        "set-sort": SortConfig | null;
        "start-drag-card": DragCardEvent;
        undo: void;
        "unselect-card": IdConfig;
        "update-card": UpdateCardConfig & WithSkipProvider;
        "update-column": UpdateColumnConfig & WithSkipProvider;
        "update-comment": UpdateCommentConfig & WithSkipProvider;
        "update-row": UpdateRowConfig & WithSkipProvider;
    }

    /** Alias of `EventMap`. */
    type KanbanEvents = EventMap;

    /** Name of an Event Bus event. */
    type KanbanEventName = keyof EventMap;

    /** Arguments after the event name in `api.exec()`: none for `undo`/`redo`. */
    type ExecArgs<K extends KanbanEventName> = [EventMap[K]] extends [void]
        ? [config?: WithMeta]
        : [config: EventMap[K]];

    /** Options of `api.on()` and `api.intercept()`. @since 1.7 */
    interface EventConfig {
        /** Runs this listener ahead of all others. */
        intercept?: boolean;
        /** Label for later removal via `api.detach()`. */
        tag?: number | string | symbol;
    }

    /** A subscribable store of `api.getReactiveState()`. */
    interface ReactiveStore<T> {
        /** Calls `fn` with the current value and on every change; returns an unsubscriber. */
        subscribe(fn: (value: T) => void): () => void;
        update(fn: (value: T) => T): void;
        set(value: T): void;
    }

    /** What `api.getState()` returns (read-only). */
    interface KanbanState {
        cardHeight: number | null;
        cards: CardData[];
        cardShape: CardShape;
        columnKey: string;
        columns: ColumnData[];
        columnShape: ColumnShape;
        currentUser: ID | null;
        links: LinkData[];
        readonly: ReadonlyState;
        rowKey: string;
        rows: RowData[];
        rowShape: RowShape;
        editorShape: EditorField[];
        history: { undo: any[]; redo: any[]; [key: string]: any };
        search: { value?: string | null; by?: string; [key: string]: any };
        /** IDs of the selected cards. */
        selected: ID[];
        sort: { [key: string]: any };
    }

    /** What `api.getReactiveState()` returns. */
    type KanbanReactiveState = { readonly [K in keyof KanbanState]: ReactiveStore<KanbanState[K]> };

    /** The DataStore of `api.getStores().data`. */
    interface DataStore {
        getState(): KanbanState;
        getReactive(): KanbanReactiveState;
        setState(state: Partial<KanbanState>): void;
    }

    /** The Event Bus and state API of a board (`board.api`). */
    interface EventBus {
        /** Attaches a handler to an event. */
        on<K extends KanbanEventName>(
            event: K,
            handler: (ev: EventMap[K]) => any,
            config?: EventConfig,
        ): void;
        /** Attaches a handler that runs before the event; returning `false` cancels it. */
        intercept<K extends KanbanEventName>(
            event: K,
            callback: (ev: EventMap[K]) => any,
            config?: EventConfig,
        ): void;
        /** Fires an event. */
        exec<K extends KanbanEventName>(event: K, ...config: ExecArgs<K>): void;
        /** Removes the handlers attached with the given tag. @since 1.7 */
        detach(tag: number | string | symbol): void;
        /** Appends a handler, e.g. a RestDataProvider, to the Event Bus chain. */
        setNext(next: any): void;
        /** Current state (read-only). */
        getState(): KanbanState;
        /** State as reactive stores. */
        getReactiveState(): KanbanReactiveState;
        /** The DataStore of the board. */
        getStores(): { data: DataStore };
    }

    // ---------------------------------------------------------------------
    // Kanban
    // ---------------------------------------------------------------------

    /** The board. */
    class Kanban {
        /**
         * @param container CSS selector or element to render into
         * @param config board configuration
         */
        constructor(container: string | HTMLElement, config: KanbanConfig);

        /** Event Bus and state API. */
        api: EventBus;
        /** Export API. */
        export: {
            /** Downloads board data as a JSON file. @since 1.3 */
            json(): void;
        };

        addCard(config: AddCardConfig): void;
        /** Adds a column. @since 1.0 (the `id`, `column` and `before` parameters since 1.1) */
        addColumn(config: AddColumnConfig): void;
        addComment(config: AddCommentConfig): void;
        addLink(config: AddLinkConfig): void;
        /** Adds a row (swimlane). @since 1.0 (the `id`, `row` and `before` parameters since 1.1) */
        addRow(config: AddRowConfig): void;
        deleteCard(config: IdConfig): void;
        deleteColumn(config: IdConfig): void;
        deleteComment(config: DeleteCommentConfig): void;
        deleteLink(config: IdConfig): void;
        deleteRow(config: IdConfig): void;
        /** Removes the board and its HTML. */
        destructor(): void;
        duplicateCard(config: DuplicateCardConfig): void;
        /** Cards of a column, or of a column within a swimlane. */
        getAreaCards(columnId: ID, rowId?: ID): CardData[];
        getCard(id: ID): CardData;
        getColumnCards(id: ID): CardData[];
        /** IDs of the selected cards. */
        getSelection(): ID[];
        moveCard(config: MoveCardConfig): void;
        moveColumn(config: MoveConfig): void;
        moveRow(config: MoveConfig): void;
        parse(data: ParseData): void;
        /** Needs `history: true`. */
        redo(): void;
        scroll(config: ScrollConfig): void;
        selectCard(config: SelectCardConfig): void;
        serialize(): SerializedData;
        setConfig(config: KanbanConfig): void;
        /** Opens the editor of a card; `null` closes it. */
        setEdit(config: SetEditConfig | null): void;
        /** Applies a locale; `null` or nothing restores English. */
        setLocale(locale?: Locale | null): void;
        /** Searches cards; without arguments clears the search. */
        setSearch(config?: SearchConfig): void;
        /** Sorts cards; `null` resets preserved sorting. */
        setSort(config: SortConfig | null): void;
        setTheme(config: SetThemeConfig): void;
        /** Needs `history: true`. */
        undo(): void;
        /** Deselects a card; without arguments deselects all. */
        unselectCard(config?: IdConfig): void;
        updateCard(config: UpdateCardConfig): void;
        updateColumn(config: UpdateColumnConfig): void;
        updateComment(config: UpdateCommentConfig): void;
        updateRow(config: UpdateRowConfig): void;
    }

    // ---------------------------------------------------------------------
    // Toolbar
    // ---------------------------------------------------------------------

    /** A scope of the toolbar search control. */
    interface ToolbarSearchOption {
        /** Card field searched by this option. */
        id: string;
        /** Option caption. */
        label: string;
        /** Custom matcher. */
        searchRule?: (card: CardData, value: string, by: string) => boolean;
    }

    /** Search control of the toolbar. */
    interface ToolbarSearchControl {
        type: "search";
        options?: ToolbarSearchOption[];
        /** Template of each search suggestion. @since 1.6 */
        resultTemplate?: Template<{ result: CardData }>;
    }

    /** A choice of the toolbar sort control. */
    interface ToolbarSortOption {
        /** Choice caption. @since 1.4 (was `label`) */
        text: string;
        /** Field name or getter to sort by. */
        by?: string | ((card: CardData) => any);
        dir?: "asc" | "desc";
    }

    /** Sort control of the toolbar. */
    interface ToolbarSortControl {
        type: "sort";
        options?: ToolbarSortOption[];
    }

    /** Names of the built-in toolbar controls. */
    type ToolbarControlName =
        "search" | "sort" | "spacer" | "undo" | "redo" | "addColumn" | "addRow";

    /** An entry of the toolbar `items` property. */
    type ToolbarItem =
        | ToolbarControlName
        | ToolbarSearchControl
        | ToolbarSortControl
        | (string & {})
        | ((...args: any[]) => any);

    /** Configuration of `new kanban.Toolbar()`. */
    interface ToolbarConfig {
        /** The `api` of the Kanban the toolbar controls. */
        api: EventBus;
        /** Controls of the toolbar. */
        items?: ToolbarItem[];
        /** Locale. Default: English. */
        locale?: Locale;
        /** Theme. Default: `"material"`. */
        theme?: ThemeName;
    }

    /** The toolbar. */
    class Toolbar {
        /**
         * @param container CSS selector or element to render into
         * @param config toolbar configuration
         */
        constructor(container: string | HTMLElement, config: ToolbarConfig);
        /** Removes the toolbar and its HTML. */
        destructor(): void;
        /** Changes the given toolbar properties; others stay. */
        setConfig(config: Partial<ToolbarConfig>): void;
        /** Applies a locale to the toolbar; `null` or nothing restores English. */
        setLocale(locale?: Locale | null): void;
    }

    // ---------------------------------------------------------------------
    // Server
    // ---------------------------------------------------------------------

    /** Maps a client-side (temporary) ID to the server ID. `type`: 1 card, 2 row, 3 column, 4 link, 5 comment. */
    type IdResolver = (id: ID, type: number) => ID;

    /** Operations that RestDataProvider sends to the server. */
    type RestOperation =
        | "add-card"
        | "add-column"
        | "add-comment"
        | "add-row"
        | "add-link"
        | "delete-card"
        | "delete-column"
        | "delete-comment"
        | "delete-row"
        | "delete-link"
        | "move-card"
        | "move-column"
        | "move-row"
        | "update-card"
        | "update-column"
        | "update-comment"
        | "update-row"
        | "add-vote"
        | "delete-vote";

    /** An entry of the action-handler map of RestDataProvider. */
    interface RestAction<T = any> {
        /** Sends the operation to the server. */
        handler: (ev: T) => Promise<any>;
        /** Do not wait for / resolve the temporary ID of the item. */
        ignoreID?: boolean;
        /** Delay in milliseconds for merging repeated operations. */
        debounce?: number;
    }

    /** The action-handler map returned by `getHandlers()`. */
    type RestHandlers = { [K in RestOperation]?: RestAction<EventMap[K]> } & {
        [operation: string]: RestAction | undefined;
    };

    /** The internal queue of RestDataProvider. */
    interface ActionQueue {
        [key: string]: any;
    }

    /** A user as the server returns it. */
    interface ServerUser extends UserData {
        label: string;
    }

    /** REST backend connector; attach it with `board.api.setNext(provider)`. */
    class RestDataProvider {
        /** @param url base URL of the backend */
        constructor(url: string);
        /** Loads cards (`GET /cards`). */
        getCards(): Promise<CardData[]>;
        /** Loads columns (`GET /columns`). */
        getColumns(): Promise<ColumnData[]>;
        /** The default action-handler map; override in a subclass and merge `super.getHandlers()`. */
        getHandlers(): RestHandlers;
        /** Function mapping client IDs to server IDs. */
        getIDResolver(): IdResolver;
        /** Loads links (`GET /links`). */
        getLinks(): Promise<LinkData[]>;
        /** The internal action queue. */
        getQueue(): ActionQueue;
        /** Loads rows (`GET /rows`). */
        getRows(): Promise<RowData[]>;
        /** Loads users (`GET /users`). */
        getUsers(): Promise<ServerUser[]>;
        /** Sends an HTTP request to the backend. */
        send<T = any>(
            url: string,
            method: "GET" | "POST" | "PUT" | "DELETE" | (string & {}),
            data?: Record<string, any>,
            headers?: Record<string, string>,
        ): Promise<T>;
        /** Adds headers to every request. */
        setHeaders(headers: Record<string, string>): void;
    }

    /** Client handlers of server events, by entity. */
    interface RemoteEventHandlers {
        cards?: (obj: any) => void;
        columns?: (obj: any) => void;
        links?: (obj: any) => void;
        rows?: (obj: any) => void;
        comments?: (obj: any) => void;
        votes?: (obj: any) => void;
        /** Names of entities depend on the server. */
        [entity: string]: ((obj: any) => void) | undefined;
    }

    /** Connection to the server events of a multiuser backend. */
    class RemoteEvents {
        /**
         * @param url URL of the server events endpoint
         * @param token authorization token
         */
        constructor(url: string, token: string);
        /** Applies client handlers to server events. */
        on(handlers: RemoteEventHandlers): void;
    }

    /** Default client handlers of server events for a board. */
    function kanbanUpdates(api: EventBus, idResolver: IdResolver): RemoteEventHandlers;

    // ---------------------------------------------------------------------
    // Helpers and defaults
    // ---------------------------------------------------------------------

    /** Wraps a function returning HTML markup into a template. */
    function template<P = any>(fn: (props: P) => string): Template<P>;

    /** Built-in locales. */
    const locales: Record<BuiltInLocale, Locale>;

    /** Default value of `cardShape`. */
    const defaultCardShape: CardShape;

    /** Default value of `editorShape`. */
    const defaultEditorShape: EditorField[];

    /** Manual control of the Salesforce environment. @since 1.7 */
    const salesForceEnv: {
        /** Whether Kanban runs inside Salesforce. */
        detect(): boolean;
        /** Attaches a global event to the first available HTML element. */
        addGlobalEvent(eventName: string, handler: (ev: any) => any, htmlElement: HTMLElement): any;
        /** The first available HTML element inside the Salesforce DOM hierarchy. */
        getTopNode(): HTMLElement;
    };

    /** Sets the Salesforce environment when automatic detection is unavailable. @since 1.7 */
    function enableSalesForce(): void;
}

/** The npm package (trial). */
declare module "@dhx/trial-kanban" {
    export import Kanban = kanban.Kanban;
    export import Toolbar = kanban.Toolbar;
    export import defaultEditorShape = kanban.defaultEditorShape;
    export import salesForceEnv = kanban.salesForceEnv;
    export import enableSalesForce = kanban.enableSalesForce;

    export type ID = kanban.ID;
    export type IKanbanConfig = kanban.KanbanConfig;
    export type KanbanConfig = kanban.KanbanConfig;
    export type ToolbarConfig = kanban.ToolbarConfig;
    export type CardData = kanban.CardData;
    export type ColumnData = kanban.ColumnData;
    export type RowData = kanban.RowData;
    export type LinkData = kanban.LinkData;
    export type EventMap = kanban.EventMap;
}

/** The npm package (PRO, installed from a local folder). */
declare module "dhx-kanban-package" {
    export * from "@dhx/trial-kanban";
}

declare module "@dhx/trial-kanban/dist/kanban.css";
declare module "dhx-kanban-package/dist/kanban.css";
