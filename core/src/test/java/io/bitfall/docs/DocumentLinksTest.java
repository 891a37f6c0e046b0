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
package io.bitfall.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every link of the README, the documents and the Javadoc resolves inside the repository, so that a clone
 * (and the published Javadoc) never points at a file that is not there: relative Markdown links must name
 * an existing file or folder of the repository, and Javadoc links into the repository (the project URL
 * of the root pom, then {@code /blob/main/} or {@code /tree/main/}) must name an existing path.
 */
class DocumentLinksTest {
    /** {@code [text](target)} and {@code ![alt](target)}, with an optional title. */
    private static final Pattern MARKDOWN_LINK = Pattern.compile("\\[[^\\]]*\\]\\(\\s*<?([^)\\s>]+)>?(?:\\s+\"[^\"]*\")?\\s*\\)");
    private static final Pattern HREF = Pattern.compile("href=\"([^\"]+)\"");
    private static final Pattern FENCED = Pattern.compile("(?ms)^\\s*```.*?^\\s*```");
    private static final Pattern INLINE_CODE = Pattern.compile("`[^`\\n]*`");

    static Path root() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !(Files.isRegularFile(p.resolve("pom.xml")) && Files.isDirectory(p.resolve("core"))
                && Files.isRegularFile(p.resolve("README.md")))) {
            p = p.getParent();
        }
        assertTrue(p != null, "no repository root above " + Path.of("").toAbsolutePath());
        return p;
    }

    /** The Markdown documents of the repository (not build output, not the fuzz corpus). */
    static List<Path> documents(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.toString().endsWith(".md"))
                    .filter(f -> {
                        Path rel = root.relativize(f);
                        for (Path part : rel) {
                            String s = part.toString();
                            if (s.equals("target") || (s.startsWith(".") && !s.equals("."))) {
                                return false;
                            }
                        }
                        return !rel.startsWith(Path.of("core", "src", "test", "resources"));
                    })
                    .sorted().toList();
        }
    }

    /** The link targets of a Markdown text, leaving out code blocks and code spans. */
    static List<String> markdownLinks(String markdown) {
        String text = INLINE_CODE.matcher(FENCED.matcher(markdown).replaceAll("")).replaceAll("");
        List<String> links = new ArrayList<>();
        Matcher m = MARKDOWN_LINK.matcher(text);
        while (m.find()) {
            links.add(m.group(1));
        }
        return links;
    }

    /** The problem with one link of {@code document}, or null if it resolves (external links are not checked). */
    static String problem(Path root, Path document, String link) {
        if (link.matches("(?i)[a-z][a-z0-9+.-]*:.*")) {
            return null; // http:, https:, mailto:
        }
        String path = link.replaceAll("[#?].*$", "");
        if (path.isEmpty()) {
            return null; // a section of the same page
        }
        Path target = document.getParent().resolve(path).normalize();
        if (!target.startsWith(root)) {
            return link + " leaves the repository";
        }
        return Files.exists(target) ? null : link + " names " + root.relativize(target) + ", which does not exist";
    }

    @Test
    void everyRelativeLinkOfTheReadmeAndTheDocumentsResolves() throws IOException {
        Path root = root();
        List<Path> documents = documents(root);
        assertTrue(documents.contains(root.resolve("README.md")), documents.toString());
        assertTrue(documents.contains(root.resolve("core/docs/puyo-rules.md")), documents.toString());
        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (Path doc : documents) {
            for (String link : markdownLinks(Files.readString(doc, StandardCharsets.UTF_8))) {
                checked++;
                String p = problem(root, doc, link);
                if (p != null) {
                    problems.add(root.relativize(doc) + ": " + p);
                }
            }
        }
        assertTrue(checked >= 5, "only " + checked + " links found: is the link pattern broken?");
        assertEquals(List.of(), problems);
    }

    /** A relative path that climbs ({@code ../x}, {@code ../../shared/y}), anywhere in a text, code included. */
    private static final Pattern CLIMBING_PATH = Pattern.compile("(?<![\\w./-])((?:\\.\\./)+[\\w.-]+(?:/[\\w.-]+)*/?)");
    /** Absolute paths of the machines this project is worked on, which no clone has. */
    private static final Pattern MACHINE_PATH = Pattern.compile("(?<![\\w.-])(/(?:work|tmp|home|root)/[\\w./+-]*)");

    /**
     * Paths in {@code text} (links, code spans and code blocks alike) that point outside the repository: a
     * relative path that climbs above {@code root} from {@code document}'s folder, or an absolute path of a
     * working machine ({@code /work/...}, {@code /tmp/...}, {@code /home/...}).
     */
    static List<String> pathsOutside(Path root, Path document, String text) {
        List<String> outside = new ArrayList<>();
        Matcher m = CLIMBING_PATH.matcher(text);
        while (m.find()) {
            if (!document.getParent().resolve(m.group(1)).normalize().startsWith(root)) {
                outside.add(m.group(1));
            }
        }
        Matcher a = MACHINE_PATH.matcher(text);
        while (a.find()) {
            outside.add(a.group(1));
        }
        return outside;
    }

    @Test
    void noDocumentNamesAPathOutsideTheRepository() throws IOException {
        Path root = root();
        List<String> problems = new ArrayList<>();
        for (Path doc : documents(root)) {
            for (String p : pathsOutside(root, doc, Files.readString(doc, StandardCharsets.UTF_8))) {
                problems.add(root.relativize(doc) + ": " + p);
            }
        }
        assertEquals(List.of(), problems);
        Path bench = root.resolve("bench/README.md");
        assertEquals(List.of("../shared/peers/run.sh", "../../shared/x"), pathsOutside(root, root.resolve("README.md"),
                "run `BATCH_N=1 ../shared/peers/run.sh` or see [x](../../shared/x)"));
        assertEquals(List.of("/work/shared/peers/README.md", "/tmp/src/puyoai"), pathsOutside(root, bench,
                "see /work/shared/peers/README.md and /tmp/src/puyoai"));
        assertEquals(List.of(), pathsOutside(root, bench, "[results](../results/README.md), a/../b, "
                + "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java"));
    }

    @Test
    void theReadmeLinksTheRulesDocuments() throws IOException {
        List<String> links = markdownLinks(Files.readString(root().resolve("README.md"), StandardCharsets.UTF_8));
        assertTrue(links.contains("core/docs/puyo-rules.md"), links.toString());
        assertTrue(links.contains("core/docs/monomino-rules.md"), links.toString());
    }

    @Test
    void everyJavadocLinkIntoTheRepositoryNamesAnExistingPath() throws IOException {
        Path root = root();
        String pom = Files.readString(root.resolve("pom.xml"), StandardCharsets.UTF_8);
        Matcher url = Pattern.compile("<url>([^<]+)</url>").matcher(pom);
        assertTrue(url.find(), "the root pom has no <url>");
        String project = url.group(1).trim().replaceAll("/$", "");
        List<String> problems = new ArrayList<>();
        int intoRepository = 0;
        try (Stream<Path> sources = Files.walk(root.resolve("core/src/main/java"))) {
            for (Path source : sources.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher m = HREF.matcher(Files.readString(source, StandardCharsets.UTF_8));
                while (m.find()) {
                    String href = m.group(1);
                    String p;
                    if (href.startsWith(project + "/blob/main/") || href.startsWith(project + "/tree/main/")) {
                        intoRepository++;
                        String path = href.substring(project.length() + "/blob/main/".length()).replaceAll("#.*$", "");
                        p = Files.exists(root.resolve(path)) ? null : href + ": no " + path + " in the repository";
                    } else if (href.startsWith("http") || href.startsWith("#") || href.startsWith("{@docRoot}")) {
                        p = null;
                    } else {
                        p = href + ": a relative link outside doc-files does not survive into the javadoc jar";
                    }
                    if (p != null) {
                        problems.add(root.relativize(source) + ": " + p);
                    }
                }
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        assertTrue(intoRepository >= 4, "only " + intoRepository + " Javadoc links into the repository");
        assertEquals(List.of(), problems);
    }

    @Test
    void theCheckerCatchesADeadLink() {
        Path root = root();
        Path readme = root.resolve("README.md");
        assertEquals(null, problem(root, readme, "core/docs/puyo-rules.md#score-tsu-rules"));
        assertEquals(null, problem(root, readme, "https://example.org/x"));
        assertTrue(problem(root, readme, "../shared/spec/puyo.md").contains("leaves the repository"));
        assertTrue(problem(root, readme, "field.txt-that-is-not-there").contains("does not exist"));
        assertEquals(List.of("a.md", "b/"), markdownLinks("see [a](a.md) and ![b](b/ \"t\")\n```\n[c](c.md)\n```\n`[d](d.md)`"));
    }
}
