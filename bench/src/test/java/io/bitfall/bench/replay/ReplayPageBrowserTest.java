/*
 * Copyright 2026 the bitfall developers
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
package io.bitfall.bench.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.bitfall.puyo.PuyoField;
import io.bitfall.puyo.versus.PlayerView;
import io.bitfall.puyo.versus.VersusEvent;
import io.bitfall.puyo.versus.VersusLog;
import io.bitfall.puyo.versus.VersusMatch;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.NoAlertPresentException;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * The replay page in a real browser (Debian's chromium, driven through its chromedriver by Selenium; nothing
 * is downloaded): what it shows at several events of a known match, cell by cell, against the match's own
 * log, its buttons, and that a hostile player name stays text. One browser serves the whole class. Without
 * the browser the tests are skipped with a message, except when {@code CI=true}, where they fail.
 */
class ReplayPageBrowserTest {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    private static final Path OUT = Path.of("target", "replay-browser");
    private static WebDriver driver;
    private static long started;
    private static int ran;

    @BeforeAll
    static void startBrowser() throws IOException {
        boolean present = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
        if (!present) {
            String why = "browser tests: not run, " + CHROMIUM + " or " + CHROMEDRIVER + " is missing"
                    + " (apt-get install chromium chromium-driver)";
            System.out.println(why);
            if ("true".equals(System.getenv("CI"))) {
                throw new IllegalStateException(why + ", and CI=true: the browser tests may not be skipped");
            }
            Assumptions.abort(why);
        }
        started = System.nanoTime();
        Files.createDirectories(OUT);
        Path profile = Files.createTempDirectory("bitfall-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--window-size=1200,1000", "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(20));
    }

    @AfterAll
    static void stopBrowser() {
        if (driver != null) {
            driver.quit();
            System.out.printf("browser tests: ran %d in %.1f s%n", ran, (System.nanoTime() - started) / 1e9);
        }
    }

    private static Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    private static void open(MatchRecord record, String name) throws IOException {
        Path page = OUT.resolve(name + ".html").toAbsolutePath();
        ReplayPage.write(record, page);
        driver.get(page.toUri().toString());
    }

    /** What a side's board shows, rows 13 to 1, each row's 6 cells as pfen letters or {@code .}. */
    private static String shown(int side) {
        return (String) js("return [...document.querySelectorAll('.board[data-side=\"' + arguments[0] + '\"] .cell')]"
                + ".map(c => c.dataset.puyo).join('')", side);
    }

    private static String attribute(String css, String name) {
        return driver.findElement(By.cssSelector(css)).getAttribute(name);
    }

    /** The same as {@link #shown} for a field: rows 13 to 1, the page's cell order. */
    private static String cells(PuyoField f) {
        StringBuilder b = new StringBuilder();
        for (int row = 13; row >= 1; row--) {
            for (int c = 0; c < 6; c++) {
                char l = f.get(c, row).letter();
                b.append(l == '.' ? '.' : Character.toLowerCase(l == 'O' || l == 'X' ? 'o' : l));
            }
        }
        return b.toString();
    }

    /** What each side's board should show after each event: its field, with a pair placed shown landed. */
    private static List<String[]> expectedBoards(VersusLog log, List<long[]> status) {
        List<String[]> boards = new ArrayList<>();
        String[] current = {cells(new PuyoField()), cells(new PuyoField())};
        PuyoField landed = new PuyoField();
        VersusMatch<PuyoField> match = new VersusMatch<>(PuyoField::new);
        match.observe((l, i, first, second) -> {
            VersusEvent e = l.event(i);
            PlayerView<PuyoField> own = e.side() == 0 ? first : second;
            if (e instanceof VersusEvent.Placed p) {
                landed.copyFrom(own.field());
                landed.place(p.pair(), p.placement());
                current[e.side()] = cells(landed);
            } else if (e instanceof VersusEvent.ChainStepped || e instanceof VersusEvent.GarbageDropped) {
                current[e.side()] = cells(own.field());
            }
            boards.add(current.clone());
            status.add(new long[] {first.score(), first.pendingGarbage(), first.dueGarbage(), second.score(),
                    second.pendingGarbage(), second.dueGarbage()});
        });
        match.replay(log);
        return boards;
    }

    @Test
    void thePageShowsTheMatchEventByEvent() throws IOException {
        ran++;
        List<VersusLog> logs = new ArrayList<>();
        MatchRecord record = MatchRecordTest.beamAgainstGreedy(3, logs);
        List<long[]> status = new ArrayList<>();
        List<String[]> boards = expectedBoards(logs.get(0), status);
        open(record, "match");
        int n = ((Number) js("return window.bitfallReplay.events()")).intValue();
        assertEquals(logs.get(0).size(), n);
        String empty = ".".repeat(78);
        assertEquals(empty, shown(0));
        int checked = 0;
        boolean garbageSeen = false;
        for (int i = 0; i < n; i += i < 20 ? 1 : 7) {
            js("window.bitfallReplay.show(arguments[0])", i);
            for (int s = 0; s < 2; s++) {
                assertEquals(boards.get(i)[s], shown(s), "side " + s + " after event " + i);
                String board = ".side.s" + s + " ";
                assertEquals(status.get(i)[3 * s], Long.parseLong(attribute(board + ".score", "data-score")));
                assertEquals(String.valueOf(status.get(i)[3 * s]), driver.findElement(By.cssSelector(board + ".score")).getText());
                assertEquals(status.get(i)[3 * s + 1], Long.parseLong(attribute(board + ".meter.pending", "data-count")));
                assertEquals(status.get(i)[3 * s + 2], Long.parseLong(attribute(board + ".meter.due", "data-count")));
                garbageSeen |= status.get(i)[3 * s + 1] + status.get(i)[3 * s + 2] > 0;
            }
            checked++;
        }
        assertTrue(checked > 20 && garbageSeen, "events checked " + checked + ", garbage seen " + garbageSeen);
        js("window.bitfallReplay.show(arguments[0])", n - 1);
        assertEquals(boards.get(n - 1)[0], shown(0));
        assertEquals(boards.get(n - 1)[1], shown(1));
        Files.copy(((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE).toPath(), OUT.resolve("match.png"),
                StandardCopyOption.REPLACE_EXISTING);
    }

    @Test
    void theButtonsStepByEventAndByTurnAndJumpToAFrame() throws IOException {
        ran++;
        List<VersusLog> logs = new ArrayList<>();
        MatchRecord record = MatchRecordTest.beamAgainstGreedy(3, logs);
        open(record, "buttons");
        assertEquals("-1", attribute("body", "data-event"));
        driver.findElement(By.id("nextEvent")).click();
        driver.findElement(By.id("nextEvent")).click();
        assertEquals("1", attribute("body", "data-event"));
        driver.findElement(By.id("prevEvent")).click();
        assertEquals("0", attribute("body", "data-event"));
        int placements = 0;
        for (int k = 0; k < 10; k++) {
            driver.findElement(By.id("nextTurn")).click();
            int shownEvent = Integer.parseInt(attribute("body", "data-event"));
            assertEquals("placed", record.events().get(shownEvent).type());
            placements++;
        }
        assertEquals(10, placements);
        int frame = record.events().get(30).frame();
        var input = driver.findElement(By.id("frame"));
        input.clear();
        input.sendKeys(String.valueOf(frame));
        driver.findElement(By.id("go")).click();
        int at = Integer.parseInt(attribute("body", "data-event"));
        assertTrue(record.events().get(at).frame() <= frame
                && (at + 1 == record.events().size() || record.events().get(at + 1).frame() > frame), "event " + at);
        driver.findElement(By.id("last")).click();
        assertEquals(String.valueOf(record.events().size() - 1), attribute("body", "data-event"));
        driver.findElement(By.id("first")).click();
        assertEquals("-1", attribute("body", "data-event"));
    }

    @Test
    void aChainStepFlashesWhatPopsThenShowsTheFall() throws IOException, InterruptedException {
        ran++;
        List<VersusLog> logs = new ArrayList<>();
        MatchRecord record = MatchRecordTest.beamAgainstGreedy(3, logs);
        List<String[]> boards = expectedBoards(logs.get(0), new ArrayList<>());
        int k = 1;
        while (!record.events().get(k).type().equals("chain")) {
            k++;
        }
        int side = record.events().get(k).side();
        open(record, "pops");
        js("window.bitfallReplay.show(arguments[0])", k - 1);
        driver.findElement(By.id("nextEvent")).click();
        String popping = (String) js("return [...document.querySelectorAll('.board[data-side=\"' + arguments[0]"
                + " + '\"] .cell')].map(c => c.classList.contains('popping') ? c.dataset.puyo : '-').join('')", side);
        assertEquals(boards.get(k - 1)[side], shown(side), "before the fall, the field the step pops from");
        long pops = popping.chars().filter(c -> c != '-').count();
        assertTrue(pops >= 4 && popping.chars().noneMatch(c -> c == '.'), "popping cells: " + popping);
        Files.copy(((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE).toPath(), OUT.resolve("pops.png"),
                StandardCopyOption.REPLACE_EXISTING);
        Thread.sleep(900);
        assertEquals(boards.get(k)[side], shown(side), "after the fall");
        assertEquals(0L, js("return document.querySelectorAll('.popping').length"));
    }

    @Test
    void aHostileNameIsShownAsTextAndRunsNothing() throws IOException {
        ran++;
        String hostile = "</script><script>window.__pwned=1;alert(1)</script>";
        String image = "<img src=x onerror=\"window.__pwned=2\">&amp;\u2028";
        MatchRecord r = MatchRecordTest.beamAgainstGreedy(3, new ArrayList<>());
        MatchRecord record = new MatchRecord(r.format(), r.kind(), r.rules(), r.setup(), List.of(hostile, image),
                r.pairs(), r.events(), r.result());
        assertFalse(ReplayPage.html(record).contains("</script><script>window"));
        open(record, "hostile");
        assertThrows(NoAlertPresentException.class, () -> driver.switchTo().alert());
        assertNull(js("return window.__pwned"));
        assertEquals(hostile, driver.findElement(By.cssSelector(".side.s0 .name")).getText());
        assertEquals(hostile, js("return document.getElementById('name0').textContent"));
        assertEquals(image, js("return document.querySelector('.side.s1 .name').textContent"));
        assertEquals(0L, js("return document.querySelectorAll('main img, main script').length"));
        js("window.bitfallReplay.show(5)");
        assertNull(js("return window.__pwned"));
        assertTrue(new File(OUT.resolve("hostile.html").toString()).length() > 0);
    }
}
