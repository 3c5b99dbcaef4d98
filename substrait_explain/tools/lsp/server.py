"""The server: documents, their checks, and the protocol's handlers (pygls).

Reading a text is done by one worker thread, one text at a time (the ANTLR
runtime keeps caches that are not for threads to share), so the protocol's
loop stays free to take the next message.  A change after a quiet moment is
checked at once; changes that come while a check waits or runs replace it and
are checked after a short pause, once, the newest; a check whose text has
since changed publishes nothing.  Whatever a text does to a
check (a bug of ours included), the server logs it and goes on.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
from collections.abc import Callable
from importlib import metadata
from typing import TypeVar

from lsprotocol import types as t
from pygls.exceptions import JsonRpcException
from pygls.lsp.server import LanguageServer

from substrait_explain.text.outline import Outline
from substrait_explain.text.syntax import source_lines
from substrait_explain.tools.lsp import completion, navigation, structure
from substrait_explain.tools.lsp.analysis import Analysis, Units
from substrait_explain.tools.lsp.diagnostics import diagnostics
from substrait_explain.tools.lsp.tokens import LEGEND

DEBOUNCE = 0.05  # seconds a change made during a check waits for the next one before it is checked
_log = logging.getLogger(__name__)
R = TypeVar("R")


class FormattingRefused(JsonRpcException):
    CODE = -32803  # the protocol's RequestFailed: the request was valid, its document cannot be done


class PlanServer(LanguageServer):
    def __init__(self, version: str) -> None:
        super().__init__("substrait-explain", version)
        self.worker = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="substrait-check")
        self.pending: dict[str, asyncio.Task] = {}  # uri -> its scheduled check
        self.analyses: dict[str, tuple[int | None, Analysis]] = {}  # uri -> (version, its analysis)
        self.last_good: dict[str, Analysis] = {}  # uri -> the last analysis whose whole text was built

    @property
    def units(self) -> Units:
        return Units(str(self.workspace.position_encoding or "utf-16"))

    async def run(self, job: Callable[..., R], *args: object) -> R:
        """``job(*args)`` in the worker thread."""
        return await asyncio.get_running_loop().run_in_executor(self.worker, job, *args)

    def schedule(self, uri: str, delay: float) -> None:
        """Check ``uri`` after ``delay`` seconds, instead of any check still waiting."""
        waiting = self.pending.pop(uri, None)
        if waiting is not None:
            waiting.cancel()
        self.pending[uri] = asyncio.get_running_loop().create_task(self.check(uri, delay))

    async def check(self, uri: str, delay: float) -> None:
        try:
            await asyncio.sleep(delay)
            document = self.workspace.get_text_document(uri)
            version, text = document.version, document.source
            found = await self.run(_safely, diagnostics, [], text, self.units)
            current = self.workspace.text_documents.get(uri)
            if current is None or current.version != version:
                return  # changed or closed meanwhile: a newer check is coming
            self.text_document_publish_diagnostics(t.PublishDiagnosticsParams(uri, found, version))
        except asyncio.CancelledError:
            pass
        finally:
            if self.pending.get(uri) is asyncio.current_task():
                del self.pending[uri]

    async def analysis(self, uri: str) -> Analysis:
        """The analysis of the document's current text, made once per version."""
        document = self.workspace.get_text_document(uri)
        cached = self.analyses.get(uri)
        if cached is not None and cached[0] == document.version and cached[1].text == document.source:
            return cached[1]
        text = document.source
        found = await self.run(_safely, Analysis.of, None, text, self.units)
        if found is None:  # reading the text failed (a bug of ours): only its outline is known (no parsing here)
            lines = source_lines(text)
            found = Analysis(text, lines, Outline(lines), self.units)
        self.analyses[uri] = (document.version, found)
        if found.plan is not None and not found.syntax_errors:
            self.last_good[uri] = found
        return found


def _safely(job: Callable[..., R], fallback: R, *args: object) -> R:
    """``job(*args)``, or ``fallback`` if it fails: no text stops the server."""
    try:
        return job(*args)
    except Exception:  # noqa: BLE001 (a bug of ours must not stop the editor's server)
        _log.exception("substrait-explain: a check failed")
        return fallback


class _NoRefusalTracebacks(logging.Filter):
    """pygls logs each error a request is answered with, traceback and all, on the editor's
    log: a formatting refused for the text's syntax errors, which the editor is told, is none of
    the server's failures."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (record.exc_info and isinstance(record.exc_info[1], FormattingRefused))


logging.getLogger("pygls.protocol.json_rpc").addFilter(_NoRefusalTracebacks())


def build(version: str) -> PlanServer:
    server = PlanServer(version)

    @server.feature(t.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: PlanServer, params: t.DidOpenTextDocumentParams) -> None:
        ls.schedule(params.text_document.uri, 0)

    @server.feature(t.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: PlanServer, params: t.DidChangeTextDocumentParams) -> None:
        # The first edit after a pause is checked at once; an edit that comes while a check
        # waits or runs replaces it, and waits a moment for the next one.
        uri = params.text_document.uri
        ls.schedule(uri, DEBOUNCE if uri in ls.pending else 0)

    @server.feature(t.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: PlanServer, params: t.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        waiting = ls.pending.pop(uri, None)
        if waiting is not None:
            waiting.cancel()
        ls.analyses.pop(uri, None)
        ls.last_good.pop(uri, None)
        ls.text_document_publish_diagnostics(t.PublishDiagnosticsParams(uri, []))

    @server.feature(t.TEXT_DOCUMENT_HOVER)
    async def hover(ls: PlanServer, params: t.HoverParams) -> t.Hover | None:
        a = await ls.analysis(params.text_document.uri)
        return await ls.run(_safely, navigation.hover, None, a, params.position.line, a.column_of(params.position))

    @server.feature(t.TEXT_DOCUMENT_DEFINITION)
    async def definition(ls: PlanServer, params: t.DefinitionParams) -> list[t.Location]:
        a = await ls.analysis(params.text_document.uri)
        return await ls.run(_safely, navigation.definition, [], a, params.position.line,
                            a.column_of(params.position), params.text_document.uri)

    @server.feature(t.TEXT_DOCUMENT_REFERENCES)
    async def references(ls: PlanServer, params: t.ReferenceParams) -> list[t.Location]:
        a = await ls.analysis(params.text_document.uri)
        return await ls.run(_safely, navigation.references, [], a, params.position.line,
                            a.column_of(params.position), params.text_document.uri,
                            params.context.include_declaration)

    @server.feature(t.TEXT_DOCUMENT_COMPLETION, t.CompletionOptions(trigger_characters=["$", "&", "="]))
    async def complete(ls: PlanServer, params: t.CompletionParams) -> t.CompletionList:
        uri = params.text_document.uri
        a = await ls.analysis(uri)
        items = await ls.run(_safely, completion.complete, [], a, params.position.line,
                             a.column_of(params.position), ls.last_good.get(uri))
        return t.CompletionList(is_incomplete=False, items=items)

    @server.feature(t.TEXT_DOCUMENT_FORMATTING)
    async def formatting(ls: PlanServer, params: t.DocumentFormattingParams) -> list[t.TextEdit]:
        document = ls.workspace.get_text_document(params.text_document.uri)
        text = document.source
        try:
            new = await ls.run(structure.formatted, text)
        except structure.Refused as e:
            ls.window_show_message(t.ShowMessageParams(t.MessageType.Warning, str(e)))
            raise FormattingRefused(str(e)) from None
        except Exception as e:  # noqa: BLE001 (reported to the editor, the server goes on)
            _log.exception("substrait-explain: formatting failed")
            raise FormattingRefused(f"not formatted: internal error, please report: {e}") from None
        if new == text:
            return []
        lines = text.split("\n")
        end = t.Position(len(lines) - 1, ls.units.width(lines[-1]))
        return [t.TextEdit(t.Range(t.Position(0, 0), end), new)]

    @server.feature(t.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    async def document_symbols(ls: PlanServer, params: t.DocumentSymbolParams) -> list[t.DocumentSymbol]:
        a = await ls.analysis(params.text_document.uri)
        return await ls.run(_safely, structure.symbols, [], a)

    @server.feature(t.TEXT_DOCUMENT_FOLDING_RANGE)
    async def folding(ls: PlanServer, params: t.FoldingRangeParams) -> list[t.FoldingRange]:
        a = await ls.analysis(params.text_document.uri)
        return await ls.run(_safely, structure.folding_ranges, [], a)

    @server.feature(t.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL, t.SemanticTokensLegend(token_types=LEGEND,
                                                                                 token_modifiers=[]))
    async def semantic_tokens(ls: PlanServer, params: t.SemanticTokensParams) -> t.SemanticTokens:
        # From the text alone, beside the worker: colouring never waits for a check, nor a check for it.
        lines = source_lines(ls.workspace.get_text_document(params.text_document.uri).source)
        data = await asyncio.get_running_loop().run_in_executor(None, _safely, structure.semantic_tokens, [],
                                                                lines, ls.units)
        return t.SemanticTokens(data=data)

    return server


def serve() -> None:
    """Serve one editor on standard input and output until it says exit."""
    try:
        version = metadata.version("substrait-explain")
    except metadata.PackageNotFoundError:  # run from a source tree that was never installed
        version = "(not installed)"
    build(version).start_io()
