"""Browser journeys of <fold-list> and the web gallery in Debian's Chromium, driven by Playwright.

Every screen with the keyboard alone and with the mouse (or touch); axe-core on every state a
journey visits; the accessibility tree (Chromium's, through CDP) checked for the tree pattern's
roles, levels and states; the virtualized DOM at 1,000,000 items; list files opened with the
picker (valid, invalid, large); light, dark, right-to-left, narrow and zoomed layouts photographed
and checked for overlapping rows. Usage (with the page served, see scripts/test-web.sh):
    python3 Tests/web/test_gallery.py URL [--screenshot PATH] [--shots DIR] [--figures PATH]
"""

import json
import statistics
import sys
import time
from pathlib import Path

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
AXE = Axe()
SHOTS = Path(".build/web-shots")


def open_page(browser, url, width=900, height=560, touch=False, scheme="light", motion="no-preference",
              scale=1, query=""):
    context = browser.new_context(
        viewport={"width": width, "height": height}, has_touch=touch, device_scale_factor=scale,
        color_scheme=scheme, reduced_motion=motion)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    # One retry: on a loaded machine the first navigation to a fresh server can stall.
    for attempt in range(2):
        try:
            page.goto(url + query, wait_until="domcontentloaded", timeout=30_000)
            page.wait_for_function(
                "window.foldkit && window.foldkit.firstRenderMs > 0", timeout=30_000)
            break
        except Exception:
            if attempt == 1:
                raise
    page.errors = errors
    return page


def row(page, key):
    return page.locator(f'#list [data-key="{key}"]')


def keys(page, kind=None):
    """The keys of the drawn elements, in DOM order (which must be the visual order)."""
    return page.evaluate(
        """kind => [...document.getElementById('list').shadowRoot.querySelectorAll('.tree [data-key], .outside [data-key]')]
           .filter(n => !kind || n.dataset.kind === kind).map(n => n.dataset.key)""", kind)


def y_of(page, key):
    return page.evaluate(
        """key => { const n = document.getElementById('list').shadowRoot.querySelector(`[data-key="${key}"]`);
           return new DOMMatrix(getComputedStyle(n).transform).m42; }""", key)


def is_open(page, key):
    """Whether the element with `key` is open, drawn or not (through the element's API)."""
    return page.evaluate(
        "key => { const l = document.getElementById('list'); return l.elementAt(l.positionOf(key)).flags.includes('o'); }", key)


def settle(page, ms=450):
    page.wait_for_timeout(ms)  # the row animations take 260 ms


def focused_key(page):
    return page.evaluate(
        "() => document.getElementById('list').shadowRoot.activeElement?.dataset.key ?? null")


def status(page):
    return page.inner_text("#status")


def show(page, title):
    page.get_by_role("tab", name=title).click()
    settle(page)


AXE_STATES = []


def check_axe(page, state):
    """Runs axe-core on the page; every violation fails the journey, naming the state."""
    result = AXE.run(page)
    violations = result.response["violations"]
    AXE_STATES.append(state)
    assert not violations, f"axe, {state}: " + "; ".join(
        f"{v['id']}: {[n['target'] for n in v['nodes']][:3]}" for v in violations)


def ax_tree(page):
    """Chromium's accessibility tree through CDP, in document order (depth first from the root):
    nodes with role, name, properties and children."""
    session = page.context.new_cdp_session(page)
    nodes = session.send("Accessibility.getFullAXTree")["nodes"]
    session.detach()
    by_id = {n["nodeId"]: n for n in nodes}
    children = {n["nodeId"] for n in nodes for _ in [0]} - {c for n in nodes for c in n.get("childIds", [])}
    ordered, stack = [], sorted(children, key=lambda i: int(i) if i.isdigit() else 0, reverse=True)
    while stack:
        node = by_id.get(stack.pop())
        if node is None:
            continue
        ordered.append(node)
        stack.extend(reversed(node.get("childIds", [])))
    return ordered


def ax_props(node):
    return {p["name"]: p["value"].get("value") for p in node.get("properties", [])}


def tree_items(page):
    """The tree items Chromium exposes (name, level, expanded, checked), with the set size and
    position their elements declare (CDP does not list those two)."""
    result = []
    for node in ax_tree(page):
        if node.get("ignored") or node.get("role", {}).get("value") != "treeitem":
            continue
        props = ax_props(node)
        result.append({
            "name": node.get("name", {}).get("value", ""), "level": props.get("level"),
            "expanded": props.get("expanded"), "checked": props.get("checked"),
        })
    declared = page.evaluate("""() => [...document.getElementById('list').shadowRoot.querySelectorAll('[role=treeitem]')]
        .map(n => [Number(n.getAttribute('aria-setsize')), Number(n.getAttribute('aria-posinset'))])""")
    assert len(declared) == len(result), (declared, result)
    for item, (setsize, posinset) in zip(result, declared):
        item["setsize"], item["posinset"] = setsize, posinset
    return result


# -- Contacts ------------------------------------------------------------------------------------


def test_contacts_keyboard_only(browser, url):
    page = open_page(browser, url)
    check_axe(page, "contacts, first view")
    # Tab from the tabs reaches the list's one tab stop: its first item.
    page.get_by_role("tab", name="Contacts").focus()
    for _ in range(6):
        page.keyboard.press("Tab")
        if focused_key(page):
            break
    assert focused_key(page) == "r:person-0", focused_key(page)
    page.keyboard.press("Enter")
    settle(page)
    assert keys(page)[:4] == ["h:family", "r:person-0", "d:person-0", "r:person-2"], keys(page)[:4]
    assert "expanded" in status(page), status(page)
    check_axe(page, "contacts, a number shown")
    page.keyboard.press("ArrowDown")  # the number row is an item of the tree, one level down
    assert focused_key(page) == "d:person-0"
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")  # the second person: the number moves, the focus stays on them
    settle(page)
    assert focused_key(page) == "r:person-2", focused_key(page)
    assert keys(page, "detail") == ["d:person-2"], keys(page, "detail")
    order = keys(page)
    assert order.index("d:person-2") == order.index("r:person-2") + 1, order
    page.keyboard.press("ArrowLeft")  # closes the number; the status says so
    settle(page)
    assert keys(page, "detail") == [], keys(page, "detail")
    assert "collapsed" in status(page) and "details shown" not in status(page), status(page)
    page.keyboard.press("ArrowRight")
    settle(page)
    assert keys(page, "detail") == ["d:person-2"]
    page.keyboard.press("ArrowRight")  # an open item: → moves to its first child
    assert focused_key(page) == "d:person-2"
    page.keyboard.press("ArrowLeft")  # a child: ← moves to its parent
    assert focused_key(page) == "r:person-2"
    check_axe(page, "contacts, keyboard journey")
    assert page.errors == [], page.errors


def test_contacts_mouse_and_touch(browser, url):
    page = open_page(browser, url, touch=True)
    row(page, "r:person-0").click()
    settle(page)
    assert row(page, "d:person-0").inner_text().strip() == "010-2384-1957"
    assert row(page, "r:person-0").get_attribute("aria-expanded") == "true"
    row(page, "r:person-2").click()
    settle(page)
    assert keys(page, "detail") == ["d:person-2"], keys(page, "detail")
    assert y_of(page, "d:person-2") == y_of(page, "r:person-2") + 45
    row(page, "r:person-3").tap()
    settle(page)
    assert keys(page, "detail") == ["d:person-3"], keys(page, "detail")
    assert focused_key(page) == "r:person-3"
    check_axe(page, "contacts, after taps")
    assert page.errors == [], page.errors


def test_accessibility_tree(browser, url):
    """Chromium's own tree: roles, levels, sizes, states; glyphs and spacers are not read."""
    page = open_page(browser, url)
    items = tree_items(page)
    assert items[0]["name"] == "김영수" and items[0]["level"] == 1, items[0]
    assert [i["posinset"] for i in items[:3]] == [1, 2, 3] and items[0]["setsize"] == 3, items[:3]
    assert all(i["expanded"] is False for i in items), items
    groups = [n for n in ax_tree(page) if n.get("role", {}).get("value") == "group" and not n.get("ignored")]
    assert [g.get("name", {}).get("value") for g in groups][:3] == ["Family", "Friend", "Coworker"], groups[:3]
    row(page, "r:person-0").click()
    settle(page)
    items = tree_items(page)
    assert items[0]["expanded"] is True
    assert items[1] == {**items[1], "name": "010-2384-1957", "level": 2}, items[1]
    show(page, "Sections")
    items = tree_items(page)
    assert items[0]["level"] == 1 and items[0]["expanded"] is True, items[0]
    assert items[1]["level"] == 2, items[1]
    show(page, "Terms")
    items = tree_items(page)
    names = [i["name"] for i in items]
    assert not any(glyph in name for name in names for glyph in "☐☑▣▾▴"), names
    assert all(i["checked"] in ("false", "true", "mixed") for i in items if i["level"] == 1), items
    # The agree-all row and the terms are siblings (their sections have no headers to group them).
    top = [(i["posinset"], i["setsize"]) for i in items if i["level"] == 1]
    assert top == [(n, 6) for n in range(1, 7)], top
    row(page, "r:third-party").click()
    settle(page)
    items = tree_items(page)
    payment = next(i for i in items if i["name"].startswith("App payment"))
    assert payment["checked"] == "mixed", payment
    sub = next(i for i in items if i["name"].startswith("Third"))
    assert sub["level"] == 2, sub
    roles = {n.get("role", {}).get("value") for n in ax_tree(page) if not n.get("ignored")}
    assert "listitem" not in roles, roles
    agree = page.get_by_role("button", name="Agree")
    assert agree.count() == 1 and agree.get_attribute("aria-disabled") == "true"
    check_axe(page, "terms, one sub-term checked")


# -- Sections and the tree pattern's keys ---------------------------------------------------------


def test_sections_collapse_and_reveal_last_row(browser, url):
    page = open_page(browser, url)
    show(page, "Sections")
    row(page, "h:section-4").click()
    settle(page)
    assert not any(k.startswith("r:section-4-") for k in keys(page, "row"))
    assert row(page, "h:section-4").get_attribute("aria-expanded") == "false"
    assert "collapsed" in status(page), status(page)
    check_axe(page, "sections, one collapsed")
    page.evaluate("document.getElementById('list').shadowRoot.querySelector('.scroller').scrollTop = 0")
    header_y = y_of(page, "h:section-4")
    page.evaluate(f"""() => {{ const s = document.getElementById('list').shadowRoot.querySelector('.scroller');
                    s.scrollTop = {header_y} - s.clientHeight + 60; }}""")
    settle(page, 200)
    row(page, "h:section-4").click()
    page.wait_for_timeout(1000)  # animation and smooth scroll
    last = row(page, "r:section-4-row-5")
    y = y_of(page, "r:section-4-row-5")
    height = float(last.evaluate("n => n.offsetHeight"))
    top, viewport = page.evaluate(
        """() => { const s = document.getElementById('list').shadowRoot.querySelector('.scroller');
           return [s.scrollTop, s.clientHeight]; }""")
    assert top <= y and y + height <= top + viewport + 1, (top, viewport, y, height)


def test_tree_keys_on_the_accordion(browser, url):
    page = open_page(browser, url)
    show(page, "Accordion")
    row(page, "r:category-0-title").focus()
    page.keyboard.press("ArrowRight")  # opens
    settle(page)
    assert row(page, "r:category-0-title").get_attribute("aria-expanded") == "true"
    assert focused_key(page) == "r:category-0-title"
    page.keyboard.press("ArrowRight")  # moves to the first child
    assert focused_key(page) == "r:category-0-item-0", focused_key(page)
    page.keyboard.press("ArrowLeft")  # back to the parent
    assert focused_key(page) == "r:category-0-title"
    page.keyboard.press("ArrowLeft")  # closes
    settle(page)
    assert row(page, "r:category-0-title").get_attribute("aria-expanded") == "false"
    page.keyboard.press("End")
    assert focused_key(page) == "r:category-4-title", focused_key(page)
    page.keyboard.press("Home")
    assert focused_key(page) == "r:category-0-title"
    third = row(page, "r:category-2-title").inner_text().strip()
    page.keyboard.type(third[:3].lower())  # type-ahead
    assert focused_key(page) == "r:category-2-title", (third, focused_key(page))
    page.keyboard.press("*")  # opens every sibling
    settle(page)
    assert all(is_open(page, f"r:category-{i}-title") for i in range(5))
    check_axe(page, "accordion, every category open")
    # "One at a time" is reachable with Tab (the list is one tab stop) and says what it did.
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.id") == "exclusive", page.evaluate("document.activeElement.outerHTML")
    page.keyboard.press("Space")
    assert page.is_checked("#exclusive")
    assert "Exclusive" in status(page), status(page)
    row(page, "r:category-1-title").click()
    settle(page)
    assert row(page, "r:category-1-title").get_attribute("aria-expanded") == "false"
    row(page, "r:category-1-title").click()
    settle(page)
    rows = keys(page, "row")
    assert "r:category-1-item-0" in rows and "r:category-2-item-0" not in rows, rows
    row(page, "r:category-1-item-0").click()  # an item only flashes and says so
    assert "Selected" in status(page), status(page)
    check_axe(page, "accordion, exclusive")


def test_tab_is_not_captured_and_tabs_use_arrows(browser, url):
    page = open_page(browser, url)
    page.get_by_role("tab", name="Contacts").focus()
    page.keyboard.press("ArrowRight")
    assert page.get_by_role("tab", name="Sections").get_attribute("aria-selected") == "true"
    page.keyboard.press("End")
    settle(page)
    assert page.get_by_role("tab", name="Terms").get_attribute("aria-selected") == "true"
    assert page.evaluate("document.activeElement.id") == "tab-4"
    # The list is one stop of the Tab key; after it come the Agree button (drawn even when it
    # is scrolled away) and the language link.
    order = []
    for _ in range(5):
        page.keyboard.press("Tab")
        order.append(page.evaluate(
            """() => { const inner = document.getElementById('list').shadowRoot.activeElement;
               return inner ? (inner.dataset.key ?? inner.textContent) : document.activeElement.id; }"""))
    assert order == ["file", "filter", "r:agree-all", "Agree", "language"], order
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Shift+Tab")
    assert focused_key(page) == "r:agree-all"


def test_keyboard_only_sections_messages_terms(browser, url):
    page = open_page(browser, url)
    tab = page.get_by_role("tab", name="Contacts")
    tab.focus()
    page.keyboard.press("ArrowRight")  # Sections
    settle(page)
    for _ in range(3):
        page.keyboard.press("Tab")
    assert focused_key(page) == "h:section-1", focused_key(page)
    page.keyboard.press("Enter")  # hides the section's rows
    settle(page)
    assert "collapsed" in status(page) and not is_open(page, "h:section-1")
    page.keyboard.press("ArrowDown")  # the next header: the hidden rows are skipped
    assert focused_key(page) == "h:section-2", focused_key(page)
    page.keyboard.press("*")
    settle(page)
    assert is_open(page, "h:section-1")
    page.keyboard.press("ArrowDown")
    assert focused_key(page) == "r:section-2-row-1", focused_key(page)
    check_axe(page, "sections, keyboard")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.id") == "tab-1"
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")  # Messages
    settle(page)
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    first = focused_key(page)
    assert first and first.startswith("r:message-"), first
    page.keyboard.press("End")
    last = focused_key(page)
    assert last != first and row(page, last).is_visible(), last
    page.keyboard.press("Enter")
    assert status(page), "activating a message says something"
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("ArrowRight")  # Terms
    settle(page)
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    assert focused_key(page) == "r:agree-all", focused_key(page)
    for term in ["age", "service", "location"]:
        page.keyboard.press("ArrowDown")
        assert focused_key(page) == f"r:{term}", focused_key(page)
        page.keyboard.press("Space")
        settle(page, 150)
    assert "Agree is now available" in status(page) or "available" in status(page), status(page)
    page.keyboard.press("Tab")  # out of the tree: the Agree button
    assert page.evaluate("document.getElementById('list').shadowRoot.activeElement?.textContent") == "Agree"
    page.keyboard.press("Enter")
    settle(page)
    assert "Agreed" in status(page), status(page)
    check_axe(page, "terms, agreed by keyboard")
    assert page.errors == [], page.errors


# -- Messages and terms ----------------------------------------------------------------------------


def test_messages_rewrap_with_the_top_row_still(browser, url):
    page = open_page(browser, url, width=900, height=560)
    show(page, "Messages")
    assert page.inner_text("#measurer").startswith("row heights from canvas")
    wide_y = y_of(page, "r:message-11")
    page.evaluate("document.getElementById('list').shadowRoot.querySelector('.scroller').scrollTop = 300")
    settle(page, 200)
    anchor = page.evaluate(
        """() => { const l = document.getElementById('list'); const top = l.shadowRoot.querySelector('.scroller').scrollTop;
           const n = [...l.shadowRoot.querySelectorAll('.tree [data-key]')].map(n => [n.dataset.key, new DOMMatrix(getComputedStyle(n).transform).m42, n.offsetHeight])
             .filter(([, y, h]) => y + h > top).sort((a, b) => a[1] - b[1])[0];
           return [n[0], n[1] - top]; }""")
    page.set_viewport_size({"width": 420, "height": 560})
    page.wait_for_function(
        f"""() => {{ const n = document.getElementById('list').shadowRoot.querySelector('[data-key="r:message-11"]');
             return n && new DOMMatrix(getComputedStyle(n).transform).m42 > {wide_y}; }}""")
    settle(page)
    top = page.evaluate("document.getElementById('list').shadowRoot.querySelector('.scroller').scrollTop")
    offset = y_of(page, anchor[0]) - top
    assert abs(offset - anchor[1]) <= 1, (anchor, offset)
    for key in keys(page, "row"):
        lines = row(page, key).locator(".lines").inner_text().split("\n")
        height = float(row(page, key).evaluate("n => n.offsetHeight"))
        assert len(lines) <= 5 and height == 32 + 22 * len(lines), (key, lines, height)
    check_axe(page, "messages, narrow")


def test_terms_gating(browser, url):
    page = open_page(browser, url)
    show(page, "Terms")
    agree = page.get_by_role("button", name="Agree")

    def disabled():
        return agree.get_attribute("aria-disabled") == "true"

    def checked(key):
        return row(page, key).get_attribute("aria-checked")

    assert disabled()
    for term in ["age", "service"]:
        row(page, f"r:{term}").click()
        settle(page)
    assert disabled()
    row(page, "r:location").click()
    settle(page)
    assert not disabled()
    row(page, "r:payment").click()  # a main term checks its sub-terms
    settle(page)
    assert [checked(f"r:{t}") for t in ["payment", "third-party", "payment-history"]] == ["true"] * 3
    row(page, "r:third-party").click()
    settle(page)
    assert checked("r:payment") == "mixed"
    row(page, "r:service").click()
    settle(page)
    assert disabled()
    row(page, "r:agree-all").click()
    settle(page)
    assert not disabled() and checked("r:agree-all") == "true"
    row(page, "r:service").locator(".read").click()
    settle(page)
    assert "seven days" in row(page, "d:service").inner_text()
    assert "details shown" in status(page), status(page)
    row(page, "r:payment").focus()
    page.keyboard.press("d")  # the Read action from the keyboard
    settle(page)
    assert "payment partner" in row(page, "d:payment").inner_text()
    assert row(page, "r:third-party").count() == 1
    page.keyboard.press("ArrowLeft")
    settle(page)
    assert row(page, "r:third-party").count() == 0 and row(page, "d:payment").count() == 1
    check_axe(page, "terms, texts open")
    agree.click()
    settle(page)
    assert "Agreed" in status(page), status(page)


def test_korean(browser, url):
    page = open_page(browser, url, width=360, height=640, query="?lang=ko")
    assert page.evaluate("document.documentElement.lang") == "ko"
    assert page.inner_text("#exclusive-text") == "하나만 펼치기"
    assert "WebAssembly로" in page.inner_text("#about")
    back = page.locator("#language")
    assert back.inner_text() == "English" and back.get_attribute("lang") == "en"
    page.get_by_role("tab").nth(3).click()
    settle(page)
    # Korean words stay whole: every drawn line is made of whole words of the message.
    for key in keys(page, "row"):
        text = page.evaluate(
            """key => { const e = document.getElementById('list'); const p = e.positionOf(key); return e.elementAt(p).text; }""", key)
        words = set(text.split())
        for line in row(page, key).locator(".lines").inner_text().split("\n"):
            for word in line.rstrip("…").split():
                assert word in words or line.endswith("…"), (key, line, word)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    check_axe(page, "Korean messages at 360 px")
    back.click()
    page.wait_for_function("window.foldkit && window.foldkit.firstRenderMs > 0")
    assert page.evaluate("document.documentElement.lang") == "en"


# -- Editing: selection, moves by pointer and keys, delete and undo -------------------------------


def live(page):
    """What the list's live region says (it speaks 30 ms after an action)."""
    page.wait_for_timeout(80)
    return page.evaluate("document.getElementById('list').shadowRoot.querySelector('.live').textContent")


def rows_of(page, header):
    """The keys of the rows under section header `header`, in order, through the element's API."""
    return page.evaluate(
        """header => { const l = document.getElementById('list'); const keys = [];
           for (let p = l.positionOf(header) + 1; p < l.elementCount; p++) {
             const e = l.elementAt(p); if (e.kind === 'header') break; if (e.kind === 'row') keys.push(e.key); }
           return keys; }""", header)


def selected_keys(page):
    return page.evaluate(
        """() => [...document.getElementById('list').shadowRoot.querySelectorAll('[aria-selected="true"]')]
           .map(n => n.dataset.key)""")


def drag(page, source, target, fraction=0.25, steps=8, before_up=None):
    """Drags row `source` with the mouse to `fraction` of the height of row `target`."""
    start = row(page, source).bounding_box()
    end = row(page, target).bounding_box()
    page.mouse.move(start["x"] + 80, start["y"] + start["height"] / 2)
    page.mouse.down()
    page.mouse.move(start["x"] + 90, start["y"] + start["height"] / 2 + 12, steps=2)
    page.mouse.move(end["x"] + 90, end["y"] + end["height"] * fraction, steps=steps)
    if before_up:
        before_up()
    page.mouse.up()
    settle(page)


def test_editing_selection_and_aria(browser, url):
    page = open_page(browser, url, height=1000)
    show(page, "Sections")
    tree = page.locator("#list").locator(".tree")
    assert tree.get_attribute("aria-multiselectable") == "true"
    assert selected_keys(page) == [], selected_keys(page)
    row(page, "r:section-1-row-2").click()
    row(page, "r:section-1-row-4").click(modifiers=["Shift"])
    assert live(page) == "3 selected", live(page)
    row(page, "r:section-2-row-1").click(modifiers=["Control"])
    assert live(page) == "4 selected"
    assert selected_keys(page) == ["r:section-1-row-2", "r:section-1-row-3", "r:section-1-row-4",
                                   "r:section-2-row-1"], selected_keys(page)
    assert row(page, "r:section-1-row-1").get_attribute("aria-selected") == "false"
    assert row(page, "h:section-1").get_attribute("aria-selected") is None
    check_axe(page, "sections, four rows selected")
    # Ctrl-click again takes the row out; Shift+↓ extends from the anchor with the keyboard.
    row(page, "r:section-2-row-1").click(modifiers=["Control"])
    assert live(page) == "3 selected"
    row(page, "r:section-3-row-1").click()
    page.keyboard.press("Shift+ArrowDown")
    page.keyboard.press("Shift+ArrowDown")
    assert focused_key(page) == "r:section-3-row-3", focused_key(page)
    assert selected_keys(page) == ["r:section-3-row-1", "r:section-3-row-2", "r:section-3-row-3"], selected_keys(page)
    assert live(page) == "3 selected"
    page.keyboard.press("Control+Space")
    assert live(page) == "2 selected"
    page.keyboard.press("Control+a")
    assert live(page) == "25 selected", live(page)
    assert page.evaluate("document.getElementById('list').selectedIds.length") == 25
    # Closing a section keeps its rows selected and says how many are hidden.
    row(page, "h:section-5").click()
    settle(page)
    page.keyboard.press("Control+Space")  # on a header: nothing to toggle; the count is said
    assert live(page) == "25 selected (5 hidden)", live(page)
    page.keyboard.press("Escape")
    assert live(page) == "0 selected"
    assert selected_keys(page) == []
    check_axe(page, "sections, selection cleared")
    korean = open_page(browser, url, height=1000, query="?lang=ko")
    show(korean, "섹션")
    row(korean, "r:section-1-row-1").click()
    row(korean, "r:section-1-row-2").click(modifiers=["Shift"])
    assert live(korean) == "2개 선택됨", live(korean)
    assert page.errors == [] and korean.errors == [], page.errors + korean.errors


def test_editing_drag_with_the_mouse(browser, url):
    page = open_page(browser, url, height=1200)  # sections 1 to 3 in view
    show(page, "Sections")
    line = []
    drag(page, "r:section-1-row-2", "r:section-2-row-3",
         before_up=lambda: line.append(page.evaluate(
             "() => !document.getElementById('list').shadowRoot.querySelector('.drop').hidden")))
    assert line == [True], line
    assert rows_of(page, "h:section-1") == ["r:section-1-row-1", "r:section-1-row-3", "r:section-1-row-4",
                                            "r:section-1-row-5"], rows_of(page, "h:section-1")
    assert rows_of(page, "h:section-2")[:4] == ["r:section-2-row-1", "r:section-2-row-2", "r:section-1-row-2",
                                                "r:section-2-row-3"], rows_of(page, "h:section-2")
    assert live(page) == "moved 2 to Section 2, 3 of 6", live(page)
    assert status(page) == "moved 2 to Section 2, 3 of 6"
    assert focused_key(page) == "r:section-1-row-2"
    # The selected rows move together: dragging one of them takes the others.
    row(page, "r:section-3-row-1").click()
    row(page, "r:section-3-row-2").click(modifiers=["Shift"])
    drag(page, "r:section-3-row-1", "r:section-2-row-5", fraction=0.8)
    assert rows_of(page, "h:section-2")[-3:] == ["r:section-2-row-5", "r:section-3-row-1", "r:section-3-row-2"], \
        rows_of(page, "h:section-2")
    assert live(page) == "moved 2 rows to Section 2, 7 of 8", live(page)
    # A drop the rules refuse says why on the line and in the live region, and changes nothing.
    row(page, "r:section-3-row-3").click()
    row(page, "r:section-3-row-5").click(modifiers=["Shift"])
    reason = []
    drag(page, "r:section-3-row-4", "r:section-2-row-1",
         before_up=lambda: reason.append(page.evaluate(
             "() => document.getElementById('list').shadowRoot.querySelector('.drop-reason').textContent")))
    assert reason == ["Section 3 must keep at least one row"], reason
    assert live(page) == "Cannot drop there: Section 3 must keep at least one row", live(page)
    assert rows_of(page, "h:section-3") == ["r:section-3-row-3", "r:section-3-row-4", "r:section-3-row-5"]
    # Esc during a drag cancels it.
    before = rows_of(page, "h:section-1")
    drag(page, "r:section-1-row-1", "r:section-1-row-5", fraction=0.8,
         before_up=lambda: page.keyboard.press("Escape"))
    assert rows_of(page, "h:section-1") == before
    # Ctrl+Z undoes the last move (the selected pair goes back to section 3).
    row(page, "r:section-1-row-1").focus()
    page.keyboard.press("Control+z")
    settle(page)
    assert rows_of(page, "h:section-3")[:2] == ["r:section-3-row-1", "r:section-3-row-2"], rows_of(page, "h:section-3")
    assert live(page).startswith("Undid the move: 2 rows is back in Section 3"), live(page)
    check_axe(page, "sections, after drags")
    assert page.errors == [], page.errors


def test_editing_drag_scrolls_near_the_edge(browser, url):
    page = open_page(browser, url, height=560)
    show(page, "Sections")
    scroller = "document.getElementById('list').shadowRoot.querySelector('.scroller')"
    box = page.locator("#list").bounding_box()
    start = row(page, "r:section-1-row-1").bounding_box()
    page.mouse.move(start["x"] + 80, start["y"] + 20)
    page.mouse.down()
    page.mouse.move(start["x"] + 90, start["y"] + 40, steps=2)
    page.mouse.move(start["x"] + 90, box["y"] + box["height"] - 8, steps=4)
    page.wait_for_timeout(600)
    scrolled = page.evaluate(f"{scroller}.scrollTop")
    page.mouse.up()
    settle(page)
    assert scrolled > 100, scrolled
    assert "moved 1 to Section" in live(page), live(page)
    assert page.errors == [], page.errors


def test_editing_touch_grip_and_api(browser, url):
    page = open_page(browser, url, height=1000, touch=True)
    show(page, "Sections")
    page.evaluate("""() => { window.reorders = []; document.getElementById('list')
        .addEventListener('fold-reorder', (e) => window.reorders.push(e.detail)); }""")
    moved = page.evaluate("document.getElementById('list').moveItems(['section-1-row-1'], {after: 'section-1-row-2'})")
    assert moved == {"moved": True, "code": None, "reason": None}, moved
    refused = page.evaluate("document.getElementById('list').moveItems(['section-1-row-1'], {into: 'section-1-row-2'})")
    assert refused == {"moved": False, "code": "rejectedByRule", "reason": "rows of this list hold no other rows"}, refused
    settle(page)
    # A finger drags by the row's handle (elsewhere it scrolls the list).
    grip = row(page, "r:section-1-row-3").locator(".grip").bounding_box()
    target = row(page, "r:section-2-row-2").bounding_box()
    session = page.context.new_cdp_session(page)
    x, y = grip["x"] + grip["width"] / 2, grip["y"] + grip["height"] / 2
    session.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for step in range(1, 11):
        point = {"x": x, "y": y + (target["y"] + 8 - y) * step / 10}
        session.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
        page.wait_for_timeout(16)
    session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    session.detach()
    settle(page)
    assert rows_of(page, "h:section-2")[:2] == ["r:section-2-row-1", "r:section-1-row-3"], rows_of(page, "h:section-2")
    assert live(page) == "moved 3 to Section 2, 2 of 6", live(page)
    reorders = page.evaluate("window.reorders")
    assert reorders == [
        {"ids": ["section-1-row-1"], "section": "section-1", "parent": None, "index": 1, "count": 5, "undo": False},
        {"ids": ["section-1-row-3"], "section": "section-2", "parent": None, "index": 1, "count": 6, "undo": False},
    ], reorders
    assert page.errors == [], page.errors


def test_editing_keyboard_reorder(browser, url):
    page = open_page(browser, url, height=1000)
    show(page, "Sections")
    row(page, "r:section-1-row-1").click()
    page.keyboard.press("Alt+ArrowDown")  # picks the row up and moves it one place
    settle(page)
    assert live(page) == "1 → Section 1, 2 of 5", live(page)
    assert "picked" in row(page, "r:section-1-row-1").get_attribute("class")
    for _ in range(4):
        page.keyboard.press("ArrowDown")  # past the end of the section: into the next one
    settle(page)
    assert live(page) == "1 → Section 2, 1 of 6", live(page)
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowRight")  # rows of this screen hold no rows
    assert live(page) == "Cannot drop there: rows of this list hold no other rows", live(page)
    page.keyboard.press("Enter")
    settle(page)
    assert live(page) == "moved 1 to Section 2, 2 of 6", live(page)
    assert rows_of(page, "h:section-2")[1] == "r:section-1-row-1"
    assert focused_key(page) == "r:section-1-row-1"
    assert "picked" not in row(page, "r:section-1-row-1").get_attribute("class")
    # Esc puts picked-up rows back.
    page.keyboard.press("Alt+ArrowUp")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Escape")
    settle(page)
    assert live(page) == "Move cancelled: 1 is back in Section 2", live(page)
    assert rows_of(page, "h:section-2")[1] == "r:section-1-row-1"
    page.keyboard.press("Control+z")
    settle(page)
    assert live(page) == "Undid the move: 1 is back in Section 1, 1 of 5", live(page)
    assert rows_of(page, "h:section-1")[0] == "r:section-1-row-1"
    check_axe(page, "sections, after a keyboard move")
    assert page.errors == [], page.errors


def test_editing_delete_and_undo(browser, url):
    page = open_page(browser, url, height=1000)
    show(page, "Sections")
    delete, undo = page.locator("#delete"), page.locator("#undo")
    assert delete.is_disabled() and undo.is_disabled()
    row(page, "r:section-2-row-2").click()
    row(page, "r:section-2-row-4").click(modifiers=["Control"])
    assert not delete.is_disabled()
    check_axe(page, "sections, editing buttons")
    delete.click()
    settle(page)
    assert rows_of(page, "h:section-2") == ["r:section-2-row-1", "r:section-2-row-3", "r:section-2-row-5"]
    assert live(page) == "Deleted 2 rows; Ctrl+Z undoes", live(page)
    assert delete.is_disabled() and not undo.is_disabled()
    undo.click()
    settle(page)
    assert rows_of(page, "h:section-2") == [f"r:section-2-row-{n}" for n in range(1, 6)]
    assert live(page) == "Restored 2 rows", live(page)
    assert selected_keys(page) == ["r:section-2-row-2", "r:section-2-row-4"], selected_keys(page)
    # The Delete key deletes the focused row when nothing is selected.
    row(page, "r:section-2-row-2").click(modifiers=["Control"])
    row(page, "r:section-2-row-4").click(modifiers=["Control"])
    page.keyboard.press("Delete")
    settle(page)
    assert "r:section-2-row-4" not in rows_of(page, "h:section-2")
    assert live(page) == "Deleted 4; Ctrl+Z undoes", live(page)
    page.keyboard.press("Control+z")
    settle(page)
    assert "r:section-2-row-4" in rows_of(page, "h:section-2")
    check_axe(page, "sections, after delete and undo")
    assert page.errors == [], page.errors


# -- Layouts ---------------------------------------------------------------------------------------


def row_boxes(page):
    return page.evaluate(
        """() => [...document.getElementById('list').shadowRoot.querySelectorAll('.tree [data-key], .outside [data-key]')]
           .map(n => { const r = n.getBoundingClientRect(); return [n.dataset.key, r.left, r.top, r.right, r.bottom]; })""")


def assert_no_overlap(boxes, state):
    ordered = sorted(boxes, key=lambda b: b[2])
    for a, b in zip(ordered, ordered[1:]):
        overlap = min(a[4], b[4]) - max(a[2], b[2])
        assert overlap <= 0.5, f"{state}: {a[0]} overlaps {b[0]} by {overlap:.1f} px"


def test_layouts_photographed(browser, url):
    SHOTS.mkdir(parents=True, exist_ok=True)
    cases = [
        ("light", dict(), ""), ("dark", dict(scheme="dark"), ""),
        ("rtl", dict(), "?screen=4"), ("narrow-320", dict(width=320, height=640), "?screen=4"),
        ("zoom-200", dict(width=450, height=300, scale=2), "?screen=2"),
        ("reduced-motion", dict(motion="reduce"), "?screen=1"),
    ]
    for name, options, query in cases:
        page = open_page(browser, url, query=query, **options)
        if name == "rtl":
            page.evaluate("document.documentElement.dir = 'rtl'")
            settle(page, 200)
        if name in ("light", "dark"):
            row(page, "r:person-2").click()
            settle(page)
        width = page.evaluate("innerWidth")
        assert page.evaluate("document.documentElement.scrollWidth") <= width, (name, "page wider than the window")
        for tab in page.get_by_role("tab").all():
            box = tab.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5, (name, tab.inner_text(), box)
        boxes = row_boxes(page)
        assert boxes, name
        assert_no_overlap(boxes, name)
        if name == "dark":
            background = page.evaluate("getComputedStyle(document.getElementById('list')).backgroundColor")
            assert background == "rgb(21, 23, 28)", background
        if name == "rtl":
            check = row(page, "r:age").locator(".check").bounding_box()
            text = row(page, "r:age").locator(".text").bounding_box()
            assert check["x"] > text["x"], "right to left: the check box is at the right"
            row(page, "r:age").focus()
            page.keyboard.press("ArrowLeft")  # right to left, ← opens
            settle(page)
            assert row(page, "r:age").get_attribute("aria-expanded") == "true"
            assert row(page, "d:age").count() == 1
        if name == "reduced-motion":
            duration = page.evaluate("""() => { const l = document.getElementById('list');
                return getComputedStyle(l).getPropertyValue('--_motion').trim(); }""")
            assert duration == "0ms", duration
        page.screenshot(path=str(SHOTS / f"{name}.png"))
        check_axe(page, f"layout {name}")
        page.context.close()


# -- Files -----------------------------------------------------------------------------------------


def open_file(page, name, text):
    page.set_input_files("#file", files=[{"name": name, "mimeType": "application/json", "buffer": text.encode()}])


def test_data_api_and_events(browser, url):
    """The element's API as a page uses it: data as an object, events, expand/collapse/reveal."""
    page = open_page(browser, url)
    events = page.evaluate("""async () => {
      const list = document.getElementById('list'); const seen = [];
      for (const type of ['fold-load', 'fold-toggle', 'fold-select', 'fold-check', 'fold-move', 'fold-error'])
        list.addEventListener(type, (e) => seen.push([type, e.detail.id ?? e.detail.title ?? e.detail.error?.message ?? null]));
      const loaded = new Promise((r) => list.addEventListener('fold-load', r, { once: true }));
      list.data = { title: 'Plan', checks: true, sections: [{ id: 's', header: 'Steps', items: [
        { id: 'a', title: 'Alpha', children: [{ id: 'a1', title: 'Alpha one' }] }, { id: 'b', title: 'Beta' }] }] };
      await loaded;
      list.expand('a');
      list.collapse('a');
      list.reveal('a1');
      list.shadowRoot.querySelector('[data-key="r:b"]').click();
      const failed = new Promise((r) => list.addEventListener('fold-error', r, { once: true }));
      list.data = { sections: [{ items: [{ id: 'x' }] }] };
      await failed;
      return seen; }""")
    assert ["fold-load", "Plan"] in events, events
    assert ["fold-toggle", "a"] in events and ["fold-select", "b"] in events, events
    assert ["fold-check", None] in events and ["fold-move", "a1"] in events, events
    errors = [e for e in events if e[0] == "fold-error"]
    assert errors and errors[0][1].startswith("data:1:"), errors
    assert keys(page) == ["h:s", "r:a", "r:a1", "r:b"], keys(page)
    assert row(page, "r:b").get_attribute("aria-checked") == "true"
    check_axe(page, "a check list from data")


def test_open_files(browser, url):
    page = open_page(browser, url)
    good = {"title": "Trip", "sections": [
        {"id": "pack", "header": "Packing", "collapsible": True, "items": [
            {"id": "bag", "title": "Bag", "children": [{"id": "socks", "title": "Socks"}]},
            {"id": "tickets", "title": "Tickets", "detail": "Printed"}]}]}
    open_file(page, "trip.json", json.dumps(good, indent=2))
    page.wait_for_function("document.querySelector('[role=tab][aria-selected=true]').textContent === 'trip.json'")
    settle(page, 200)
    assert keys(page) == ["h:pack", "r:bag", "r:tickets"], keys(page)
    row(page, "r:bag").click()
    settle(page)
    assert "r:socks" in keys(page)
    check_axe(page, "a list file")
    bad = '{\n  "sections": [\n    { "items": [ { "id": "a" } ] }\n  ]\n}'
    open_file(page, "bad.json", bad)
    page.wait_for_selector("#error:not([hidden])")
    assert page.inner_text("#error").startswith("bad.json:3:18: error:"), page.inner_text("#error")
    assert "r:socks" in keys(page), "the list shown before stays"
    check_axe(page, "an invalid list file")
    # Dropped on the list.
    page.evaluate("""() => { const t = new DataTransfer();
        t.items.add(new File(['{"sections":[{"items":[{"id":"d","title":"Dropped"}]}]}'], 'drop.json'));
        document.getElementById('panel').dispatchEvent(new DragEvent('drop', { dataTransfer: t, bubbles: true, cancelable: true })); }""")
    page.wait_for_function("document.querySelector('[role=tab][aria-selected=true]').textContent === 'drop.json'")
    settle(page, 200)
    assert keys(page) == ["r:d"], keys(page)
    # A large file: 200,000 items read with a progress bar.
    page.evaluate("""() => { window.progress = []; document.getElementById('list')
        .addEventListener('fold-progress', e => window.progress.push(e.detail)); }""")
    items = ",".join(f'{{"id":"i{i}","title":"Item {i}"}}' for i in range(200_000))
    open_file(page, "large.json", f'{{"sections":[{{"id":"all","header":"All","items":[{items}]}}]}}')
    page.wait_for_function("document.querySelector('[role=tab][aria-selected=true]').textContent === 'large.json'",
                           timeout=60_000)
    progress = page.evaluate("window.progress")
    assert any(p["phase"] == "reading" for p in progress) and progress[-1]["phase"] == "building", progress
    assert page.evaluate("document.getElementById('error').hidden")
    last = page.evaluate("document.getElementById('list').shadowRoot.querySelector('[data-key=\"r:i0\"]').getAttribute('aria-setsize')")
    assert last == "200000", last
    assert page.errors == [], page.errors


# -- A million rows --------------------------------------------------------------------------------

MILLION_SCRIPT = """async ({count, label}) => {
  const items = [];
  for (let i = 0; i < count; i++) {
    const item = { id: `i${i}`, title: `${label} ${i}` };
    if (i % 1000 === 0) item.children = [{ id: `c${i}a`, title: `Child ${i} a` }, { id: `c${i}b`, title: `Child ${i} b` }];
    items.push(item);
  }
  const text = JSON.stringify({ title: `${count} items`, sections: [{ id: 'all', header: 'Items', items }] });
  const list = document.getElementById('list');
  const start = performance.now();
  await list.load(text, { name: 'big.json' });
  await new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));
  return performance.now() - start;
}"""

DOM_COUNT = "() => document.getElementById('list').shadowRoot.querySelectorAll('*').length"


def test_virtualized_million(browser, url, figures=None):
    page = open_page(browser, url, width=900, height=700)
    load_ms = page.evaluate(MILLION_SCRIPT, {"count": 1_000_000, "label": "Row"})
    assert page.evaluate(DOM_COUNT) <= 500, page.evaluate(DOM_COUNT)
    first = row(page, "r:i0")
    assert first.get_attribute("aria-setsize") == "1000000" and first.get_attribute("aria-posinset") == "1"
    # The middle of the list: the rows drawn say where they are in the whole list.
    page.evaluate("""() => { const s = document.getElementById('list').shadowRoot.querySelector('.scroller');
                     s.scrollTop = s.scrollHeight / 2; }""")
    settle(page, 200)
    drawn = page.evaluate("""() => [...document.getElementById('list').shadowRoot.querySelectorAll('[role=treeitem]')]
        .map(n => [n.dataset.key, Number(n.getAttribute('aria-posinset'))])""")
    middle = [d for d in drawn if d[0].startswith("r:i") and abs(d[1] - 500_000) < 20_000]
    assert middle and all(int(k[3:]) + 1 == p for k, p in middle), drawn[:5]
    group = page.evaluate("""() => { const g = document.getElementById('list').shadowRoot.querySelector('[role=group]');
        return [g.getAttribute('aria-label'), g.getAttribute('aria-labelledby')]; }""")
    assert group == ["Items", None], f"the group is named by its header scrolled away: {group}"
    assert page.evaluate(DOM_COUNT) <= 500
    # Reveal an item far away: it is drawn, focused and in the viewport.
    page.evaluate("document.getElementById('list').reveal('c900000b')")
    settle(page)
    assert focused_key(page) == "r:c900000b" or page.evaluate("document.getElementById('list').focusedKey") == "r:c900000b"
    box = row(page, "r:c900000b").bounding_box()
    assert 0 <= box["y"] <= 700, box
    # Toggling below the top row leaves the top row still.
    top_before = page.evaluate(TOP_ROW)
    page.evaluate("document.getElementById('list').expand('i900000')")
    page.evaluate("document.getElementById('list').collapse('i900000')")
    settle(page)
    assert page.evaluate(TOP_ROW) == top_before
    page.set_viewport_size({"width": 600, "height": 700})
    settle(page)
    assert page.evaluate(TOP_ROW)[0] == top_before[0]
    check_axe(page, "a million rows, scrolled")
    assert page.errors == [], page.errors
    if figures is not None:
        measure_million(page, figures, load_ms)


TOP_ROW = """() => { const l = document.getElementById('list'); const s = l.shadowRoot.querySelector('.scroller');
  const box = s.getBoundingClientRect();
  const rows = [...l.shadowRoot.querySelectorAll('.tree [data-key]')].map(n => [n.dataset.key, n.getBoundingClientRect()])
    .filter(([, r]) => r.bottom > box.top + 1).sort((a, b) => a[1].top - b[1].top);
  return [rows[0][0], Math.round(rows[0][1].top - box.top)]; }"""


def measure_million(page, figures, load_ms):
    figures["load_1000000_ms"] = round(load_ms)
    times = page.evaluate("""() => { const l = document.getElementById('list'); const t = [];
      for (const id of ['i500000', 'i501000', 'i502000']) {
        const s = performance.now(); l.expand(id); t.push(performance.now() - s); }
      return t; }""")
    figures["toggle_1000000_ms"] = round(statistics.median(times), 1)
    filters = page.evaluate("""() => { const l = document.getElementById('list'); const t = [];
      for (const q of ['r', 'ro', 'row 12', 'row 123']) { const s = performance.now(); l.filter(q); t.push(performance.now() - s); }
      l.filter(''); return t; }""")
    figures["filter_first_keystroke_1000000_ms"] = round(filters[0])
    figures["filter_next_keystrokes_1000000_ms"] = [round(t) for t in filters[1:]]
    page.evaluate("document.getElementById('list').shadowRoot.querySelector('.scroller').scrollTop = 0")
    # The element's own work per drawing (engine window and DOM), beside the frame times.
    page.evaluate("""() => { const l = document.getElementById('list'); const draw = l._render.bind(l);
      window.drawings = []; l._render = (o) => { const s = performance.now(); draw(o); window.drawings.push(performance.now() - s); }; }""")
    page.mouse.move(450, 350)
    page.evaluate("""() => { window.frames = []; window.domMax = 0; let last = performance.now();
      const tick = (now) => { window.frames.push(now - last); last = now;
        window.domMax = Math.max(window.domMax, document.getElementById('list').shadowRoot.querySelectorAll('*').length);
        if (window.recording) requestAnimationFrame(tick); };
      window.recording = true; requestAnimationFrame(tick); }""")
    for _ in range(150):
        page.mouse.wheel(0, 400)
        page.wait_for_timeout(16)
    page.evaluate("window.recording = false")
    frames = page.evaluate("window.frames.slice(2)")
    frames.sort()
    figures["wheel_frames"] = len(frames)
    figures["wheel_frame_median_ms"] = round(statistics.median(frames), 1)
    figures["wheel_frame_p95_ms"] = round(frames[int(len(frames) * 0.95) - 1], 1)
    figures["wheel_frames_over_20ms"] = sum(1 for f in frames if f > 20)
    figures["wheel_dom_elements_max"] = page.evaluate("window.domMax")
    drawings = sorted(page.evaluate("window.drawings"))
    figures["scroll_drawing_median_ms"] = round(statistics.median(drawings), 1)
    figures["scroll_drawing_p95_ms"] = round(drawings[int(len(drawings) * 0.95) - 1], 1)


def measure_first_renders(browser, url, figures):
    page = open_page(browser, url)
    figures["gallery_first_render_ms"] = round(page.evaluate("window.foldkit.firstRenderMs"))
    figures["load_100000_ms"] = round(page.evaluate(MILLION_SCRIPT, {"count": 100_000, "label": "Row"}))
    page.context.close()


def main():
    url = sys.argv[1]
    argument = lambda name: sys.argv[sys.argv.index(name) + 1] if name in sys.argv else None
    screenshot = argument("--screenshot")
    figures_path = argument("--figures")
    global SHOTS
    if argument("--shots"):
        SHOTS = Path(argument("--shots"))
    tests = [value for name, value in globals().items() if name.startswith("test_")]
    failures = 0
    figures = {}
    started = time.monotonic()
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"])
        for test in tests:
            try:
                if test is test_virtualized_million:
                    test(browser, url, figures)
                else:
                    test(browser, url)
                print(f"ok   {test.__name__}")
            except Exception as error:  # report every journey, then fail
                failures += 1
                print(f"FAIL {test.__name__}: {error!r}")
        measure_first_renders(browser, url, figures)
        if screenshot:
            for scheme, path in [("light", screenshot), ("dark", screenshot.replace("gallery", "dark"))]:
                page = open_page(browser, url, scheme=scheme)
                row(page, "r:person-2").click()
                settle(page)
                page.screenshot(path=path)
                page.context.close()
        browser.close()
    figures["axe_states_checked"] = len(AXE_STATES)
    print("figures: " + json.dumps(figures))
    if figures_path:
        Path(figures_path).write_text(json.dumps(figures, indent=2) + "\n")
    print(f"{len(tests) - failures} passed, {failures} failed ({time.monotonic() - started:.0f} s)")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
