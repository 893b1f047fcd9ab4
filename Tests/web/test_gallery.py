"""Browser journeys of the web gallery in Debian's Chromium, driven by Playwright.

The same journeys as Tests/e2e/gallery.sh runs in tmux: a detail row opening and moving in
contacts, a section collapsing and revealing its last row, the accordion, messages re-wrapping
at two widths with the top row still, and the terms' gating; plus touch, the keyboard and the
row animations. Usage (with the page served, see scripts/test-web.sh):
    python3 Tests/web/test_gallery.py URL [--screenshot PATH]
"""

import sys

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"


def open_page(browser, url, width=900, height=560, touch=False):
    context = browser.new_context(
        viewport={"width": width, "height": height}, has_touch=touch, device_scale_factor=1)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    # One retry: on a loaded machine the first navigation to a fresh server can stall.
    for attempt in range(2):
        try:
            page.goto(url, wait_until="domcontentloaded", timeout=20_000)
            page.wait_for_function(
                "window.foldkit && window.foldkit.firstRenderMs > 0", timeout=20_000)
            break
        except Exception:
            if attempt == 1:
                raise
    page.errors = errors
    return page


def element(page, key):
    return page.locator(f'#content .el[data-key="{key}"]:not(.leaving)')


def keys(page, kind=None):
    selector = "#content .el:not(.leaving)" + (f'[data-kind="{kind}"]' if kind else "")
    return page.eval_on_selector_all(selector, "nodes => nodes.map(n => n.dataset.key)")


def settle(page):
    page.wait_for_timeout(400)  # the row animations take 260 ms


def show(page, title):
    page.get_by_role("tab", name=title).click()
    settle(page)


def test_contacts_detail_opens_and_moves(browser, url):
    page = open_page(browser, url)
    element(page, "r:person-0").click()
    settle(page)
    detail = element(page, "d:person-0")
    assert detail.inner_text().strip() == "010-2384-1957", detail.inner_text()
    assert element(page, "r:person-0").get_attribute("aria-expanded") == "true"
    element(page, "r:person-2").click()
    # The closing detail row fades out while the new one fades in.
    assert page.locator('#content .el.leaving[data-key="d:person-0"]').count() == 1
    settle(page)
    assert keys(page, "detail") == ["d:person-2"], keys(page, "detail")
    assert element(page, "d:person-2").inner_text().strip() == "010-5521-0834"
    y_row = float(element(page, "r:person-2").get_attribute("data-y"))
    y_detail = float(element(page, "d:person-2").get_attribute("data-y"))
    assert y_detail == y_row + 45, (y_row, y_detail)
    assert page.errors == [], page.errors


def test_touch_and_keyboard(browser, url):
    page = open_page(browser, url, touch=True)
    element(page, "r:person-3").tap()
    settle(page)
    assert keys(page, "detail") == ["d:person-3"], keys(page, "detail")
    page.keyboard.press("ArrowDown")  # from person-3 (focused by the tap) to the next person
    page.keyboard.press("Enter")
    settle(page)
    assert keys(page, "detail") == ["d:person-6"], keys(page, "detail")
    page.keyboard.press("Tab")
    settle(page)
    assert page.get_by_role("tab", name="Sections").get_attribute("aria-selected") == "true"
    page.keyboard.press("Enter")  # the first header: section 1 hides its rows
    settle(page)
    assert not any(k.startswith("r:section-1-") for k in keys(page, "row"))


def test_section_collapses_and_reveals_its_last_row(browser, url):
    page = open_page(browser, url)
    show(page, "Sections")
    element(page, "h:section-4").click()
    settle(page)
    assert not any(k.startswith("r:section-4-") for k in keys(page, "row"))
    assert element(page, "h:section-4").get_attribute("aria-expanded") == "false"
    page.eval_on_selector("#list", "list => { list.scrollTop = 0; }")
    # Scroll so that the header sits near the bottom of the viewport, then show the rows.
    header_y = float(element(page, "h:section-4").get_attribute("data-y"))
    page.eval_on_selector("#list", f"list => {{ list.scrollTop = {header_y} - list.clientHeight + 60; }}")
    element(page, "h:section-4").click()
    page.wait_for_timeout(900)  # animation and smooth scroll
    last = element(page, "r:section-4-row-5")
    y = float(last.get_attribute("data-y"))
    height = float(last.evaluate("n => n.offsetHeight"))
    top, viewport = page.eval_on_selector("#list", "l => [l.scrollTop, l.clientHeight]")
    assert top <= y and y + height <= top + viewport + 1, (top, viewport, y, height)


def test_accordion(browser, url):
    page = open_page(browser, url)
    show(page, "Accordion")
    assert keys(page, "row") == [f"r:category-{i}-title" for i in range(5)]
    element(page, "r:category-0-title").click()
    settle(page)
    assert len([k for k in keys(page, "row") if k.startswith("r:category-0-item-")]) == 8
    element(page, "r:category-0-item-2").click()  # an item only flashes
    assert "Selected Ramps" in page.inner_text("#status")
    element(page, "r:category-0-title").click()
    settle(page)
    assert keys(page, "row") == [f"r:category-{i}-title" for i in range(5)]
    page.check("#exclusive")
    element(page, "r:category-1-title").click()
    settle(page)
    element(page, "r:category-2-title").click()
    settle(page)
    rows = keys(page, "row")
    assert "r:category-2-item-0" in rows and "r:category-1-item-0" not in rows, rows


def test_messages_rewrap_with_the_top_row_still(browser, url):
    page = open_page(browser, url, width=900, height=560)
    show(page, "Messages")
    assert page.inner_text("#measurer").startswith("row heights from canvas")
    wide = {k: float(element(page, k).get_attribute("data-y")) for k in keys(page, "row")}
    page.eval_on_selector("#list", "list => { list.scrollTop = 300; }")
    settle(page)
    anchor = page.evaluate(
        """() => { const top = document.getElementById('list').scrollTop;
        const e = window.foldkit.model().elements.find(e => e.y + e.height > top);
        return [e.key, e.y - top]; }""")
    page.set_viewport_size({"width": 420, "height": 560})
    page.wait_for_function(
        f"document.querySelector('#content .el[data-key=\"r:message-11\"]').dataset.y != '{int(wide['r:message-11'])}'")
    settle(page)
    narrow = {k: float(element(page, k).get_attribute("data-y")) for k in keys(page, "row")}
    assert narrow["r:message-11"] > wide["r:message-11"], (wide, narrow)
    top = page.eval_on_selector("#list", "l => l.scrollTop")
    offset = narrow[anchor[0]] - top
    assert abs(offset - anchor[1]) <= 1, (anchor, offset)
    # Drawn lines never exceed five, and the row is as tall as its lines plus padding.
    for key in keys(page, "row"):
        lines = element(page, key).locator(".lines").inner_text().split("\n")
        height = float(element(page, key).evaluate("n => n.offsetHeight"))
        assert len(lines) <= 5 and height == 32 + 22 * len(lines), (key, lines, height)


def test_terms_gating(browser, url):
    page = open_page(browser, url)
    show(page, "Terms")
    agree = element(page, "r:agree-button")

    def disabled():
        return agree.get_attribute("aria-disabled") == "true"

    assert disabled()
    for term in ["age", "service"]:
        element(page, f"r:{term}").click()
        settle(page)
    assert disabled()
    element(page, "r:location").click()
    settle(page)
    assert not disabled()
    element(page, "r:payment").click()  # a main term checks its sub-terms
    settle(page)
    for term in ["payment", "third-party", "payment-history"]:
        assert element(page, f"r:{term}").locator(".check").get_attribute("aria-label") == "checked"
    element(page, "r:third-party").click()  # partly checked: mixed
    settle(page)
    assert element(page, "r:payment").locator(".check").get_attribute("aria-label") == "mixed"
    element(page, "r:service").click()
    settle(page)
    assert disabled()
    element(page, "r:agree-all").click()
    settle(page)
    assert not disabled()
    assert element(page, "r:agree-all").locator(".check").get_attribute("aria-label") == "checked"
    element(page, "r:service").locator(".read").click()
    settle(page)
    assert "seven days" in element(page, "d:service").inner_text()
    # The payment term's Read opens its text and leaves its sub-terms; ← closes the sub-terms.
    element(page, "r:payment").locator(".read").click()
    settle(page)
    assert "payment partner" in element(page, "d:payment").inner_text()
    assert element(page, "r:payment").locator(".read").get_attribute("aria-expanded") == "true"
    assert element(page, "r:third-party").count() == 1
    page.keyboard.press("ArrowLeft")
    settle(page)
    assert element(page, "r:third-party").count() == 0
    assert element(page, "d:payment").count() == 1
    agree.click()
    settle(page)
    assert "Agreed" in page.inner_text("#status"), page.inner_text("#status")


def main():
    url = sys.argv[1]
    screenshot = sys.argv[sys.argv.index("--screenshot") + 1] if "--screenshot" in sys.argv else None
    tests = [value for name, value in globals().items() if name.startswith("test_")]
    failures = 0
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"])
        for test in tests:
            try:
                test(browser, url)
                print(f"ok   {test.__name__}")
            except Exception as error:  # report every journey, then fail
                failures += 1
                print(f"FAIL {test.__name__}: {error!r}")
        page = open_page(browser, url)
        first_render = page.evaluate("window.foldkit.firstRenderMs")
        print(f"first render: {first_render:.0f} ms after navigation start")
        if screenshot:
            element(page, "r:person-2").click()
            settle(page)
            page.screenshot(path=screenshot)
        browser.close()
    print(f"{len(tests) - failures} passed, {failures} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
