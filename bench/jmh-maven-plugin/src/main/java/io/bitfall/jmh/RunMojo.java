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
package io.bitfall.jmh;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.execution.MavenExecutionRequest;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.model.Dependency;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Execute;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;

/**
 * {@code mvn -pl bench -am verify -Pjmh} (the bench module binds this goal to {@code process-classes} in its
 * {@code jmh} profile): builds this plugin, the core and the bench from the checkout, runs {@code org.openjdk.jmh.Main} on the
 * module's runtime class path in a separate JVM, then runs the module's results renderer. Before JMH starts
 * it prints how long the run will take (the module's estimator, given the same JMH options).
 *
 * <p>Three kinds of run: the default (short settings, results under the build directory),
 * {@code -Djmh.full=true} (the settings of the published results, filed into them) and
 * {@code -Djmh.quick=true} (a smoke run under the build directory). {@code -Djmh.renderOnly=true} only
 * regenerates the results page of the chosen kind from the runs already filed.
 *
 * <p>Every option is a {@code jmh.*} property; a module sets its defaults as POM properties, which
 * {@code -D} overrides. An option left blank is not passed, so the benchmark's own annotations apply.
 *
 * <p>Run from a bitfall checkout, the goal refuses to be a copy other than the one that checkout builds
 * (for example an older one installed in the local repository, as {@code mvn -pl bench jmh:run} would find):
 * an edit to this class must never be silently ignored. An installed copy with exactly the classes of the
 * checkout's current build (right after {@code mvn install}, with no source edited since) is that build, so
 * {@code mvn -pl bench jmh:run} then runs.
 *
 * <p>The goal runs on every module of the build; a module that does not depend on {@code jmh-core} is
 * skipped. A module that does, but whose build produced no {@code META-INF/BenchmarkList}, fails the build:
 * an empty suite must never look like a successful run.
 */
@Mojo(name = "run", requiresDependencyResolution = ResolutionScope.RUNTIME, threadSafe = true)
@Execute(phase = LifecyclePhase.PROCESS_CLASSES)
public class RunMojo extends AbstractMojo {
    static final String JMH_GROUP = "org.openjdk.jmh";
    static final String JMH_CORE = "jmh-core";
    /** The command that builds and runs this plugin from the checkout. */
    static final String COMMAND = "mvn -pl bench -am verify -Pjmh";
    /** Where a bitfall checkout keeps this plugin's build, relative to the repository root. */
    static final String PLUGIN_MODULE = "bench/jmh-maven-plugin";
    /** The JMH counts: whole numbers, at least this much. */
    private static final Map<String, Integer> COUNTS = Map.of("jmh.forks", 0, "jmh.warmupIterations", 0,
            "jmh.iterations", 1, "jmh.threads", 1);
    /** A time as JMH's {@code TimeValue.fromString} reads it (seconds without a unit). */
    private static final Pattern TIME = Pattern.compile("\\d{1,9} *(ns|us|ms|s|m|min|hr)?", Pattern.CASE_INSENSITIVE);

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    private MavenProject project;

    @Parameter(defaultValue = "${session}", readonly = true, required = true)
    private MavenSession session;

    /** Regular expression of the benchmarks to run (JMH's include pattern); blank runs all. */
    @Parameter(property = "jmh.include")
    private String include;

    /** Regular expression of benchmarks to leave out ({@code -e}). */
    @Parameter(property = "jmh.exclude")
    private String exclude;

    /** Forks ({@code -f}). */
    @Parameter(property = "jmh.forks")
    private String forks;

    /** Warm-up iterations ({@code -wi}). */
    @Parameter(property = "jmh.warmupIterations")
    private String warmupIterations;

    /** Time of each warm-up iteration ({@code -w}, e.g. {@code 1s} or {@code 200ms}). */
    @Parameter(property = "jmh.warmupTime")
    private String warmupTime;

    /** Measurement iterations ({@code -i}). */
    @Parameter(property = "jmh.iterations")
    private String iterations;

    /** Time of each measurement iteration ({@code -r}). */
    @Parameter(property = "jmh.time")
    private String time;

    /** Threads ({@code -t}); blank keeps each benchmark's {@code @Threads}. */
    @Parameter(property = "jmh.threads")
    private String threads;

    /** Profilers, comma separated ({@code -prof} each), e.g. {@code gc}. */
    @Parameter(property = "jmh.prof")
    private String prof;

    /** Benchmark parameters, {@code name=v1,v2} separated by {@code ;} ({@code -p} each). */
    @Parameter(property = "jmh.params")
    private String params;

    /** The {@code java} executable that runs JMH and its forks; blank is the JVM running Maven. */
    @Parameter(property = "jmh.jvm")
    private String jvm;

    /** Extra JVM options for the forks ({@code -jvmArgsAppend}). */
    @Parameter(property = "jmh.jvmArgs")
    private String jvmArgs;

    /** Further raw JMH options, split on spaces. */
    @Parameter(property = "jmh.args")
    private String args;

    /** A smoke run: the module's POM turns this into short defaults and a results folder under target/. */
    @Parameter(property = "jmh.quick", defaultValue = "false")
    private boolean quick;

    /**
     * The full run that the published results come from: the module's POM turns this into their settings
     * and the published results folder. Without it (and without an explicit {@code jmh.resultsDir}) results
     * are only ever written under the module's build directory.
     */
    @Parameter(property = "jmh.full", defaultValue = "false")
    private boolean full;

    /** Only regenerate the results page from the runs already filed in the results folder; run nothing. */
    @Parameter(property = "jmh.renderOnly", defaultValue = "false")
    private boolean renderOnly;

    /** Where {@code <jdk>/jmh.json}, {@code README.md} and {@code speedup.svg} go. */
    @Parameter(property = "jmh.resultsDir")
    private String resultsDir;

    /**
     * The published results, which the page of a run of another kind is compared with ({@code --published}
     * of the renderer); blank or missing compares nothing.
     */
    @Parameter(property = "jmh.publishedDir")
    private String publishedDir;

    /** The main class, on the module's class path, that files the JSON and renders the results. */
    @Parameter(property = "jmh.renderer", defaultValue = "io.bitfall.bench.report.ResultsPage")
    private String renderer;

    /**
     * The main class, on the module's class path, that prints how long the run will take, given the JMH
     * options; blank skips the estimate.
     */
    @Parameter(property = "jmh.estimator", defaultValue = "io.bitfall.bench.report.RunEstimate")
    private String estimator;

    /** Skips the goal. */
    @Parameter(property = "jmh.skip", defaultValue = "false")
    private boolean skip;

    /**
     * Prints the run's time estimate and the JMH command line, then stops: no benchmark runs, no results are
     * filed.
     */
    @Parameter(property = "jmh.dryRun", defaultValue = "false")
    private boolean dryRun;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("jmh:run skipped (jmh.skip)");
            return;
        }
        if (!declaresJmh(project)) {
            if (session.getProjects().stream().noneMatch(RunMojo::declaresJmh)) {
                throw new MojoFailureException("jmh:run: no module of this build depends on " + JMH_GROUP + ":"
                        + JMH_CORE + ", so there is nothing to benchmark. Run it as: " + COMMAND);
            }
            getLog().info("jmh:run: " + project.getArtifactId() + " has no benchmarks (no " + JMH_CORE
                    + " dependency), nothing to do here");
            return;
        }
        String invalid = invalidOption(Map.of("jmh.include", value(include), "jmh.exclude", value(exclude),
                "jmh.forks", value(forks), "jmh.warmupIterations", value(warmupIterations),
                "jmh.iterations", value(iterations), "jmh.warmupTime", value(warmupTime), "jmh.time", value(time),
                "jmh.threads", value(threads), "jmh.params", value(params)));
        if (invalid != null) {
            throw new MojoFailureException(invalid);
        }
        String stale = staleCopy(project.getBasedir().toPath(), codeLocation());
        if (stale != null) {
            throw new MojoFailureException(stale);
        }
        File classes = new File(project.getBuild().getOutputDirectory());
        BenchmarkList list = BenchmarkList.read(classes.toPath());
        if (list.count() == 0) {
            throw new MojoFailureException(list.problem() + ". The JMH annotation processor did not run: "
                    + "declare org.openjdk.jmh:jmh-generator-annprocess in maven-compiler-plugin's "
                    + "annotationProcessorPaths (from JDK 23 on, processors on the class path are ignored).");
        }
        if (quick && full) {
            throw new MojoFailureException("jmh.quick=true and jmh.full=true ask for opposite runs; give one");
        }
        String kind = quick ? "smoke" : full ? "full" : "default";
        File results = results();
        File buildDir = new File(project.getBuild().getDirectory()).getAbsoluteFile();
        boolean underBuild = results.getAbsoluteFile().toPath().normalize().startsWith(buildDir.toPath().normalize());
        if (quick && !underBuild) {
            throw new MojoFailureException("jmh.quick=true writes under " + buildDir + " only, never over published "
                    + "results; jmh.resultsDir is " + results);
        }
        if (!full && !underBuild && !renderOnly && !session.getUserProperties().containsKey("jmh.resultsDir")) {
            throw new MojoFailureException("only -Djmh.full=true (or an explicit -Djmh.resultsDir) files results "
                    + "outside " + buildDir + "; jmh.resultsDir is " + results);
        }
        String java = javaExecutable();
        String classPath = classPath();
        if (renderOnly) {
            getLog().info("jmh:run: regenerating the results page in " + results + " (jmh.renderOnly, nothing runs)");
            render(java, classPath, List.of("--results", results.getAbsolutePath()));
            return;
        }
        getLog().info("jmh:run: " + list.count() + " benchmark methods in " + project.getArtifactId() + ", a "
                + kind + " run" + (quick ? " (smoke run: its numbers only show that the suite runs)" : "")
                + "; results go to " + results);
        Path target = Path.of(project.getBuild().getDirectory());
        Path json = target.resolve("jmh-result.json");
        try {
            Files.createDirectories(target);
            Files.deleteIfExists(json);
        } catch (IOException e) {
            throw new MojoExecutionException("cannot prepare " + json, e);
        }
        List<String> jmhOptions = jmhOptions();
        if (isSet(estimator)) {
            List<String> estimate = new ArrayList<>(List.of(java, "-cp", classPath, estimator.trim()));
            estimate.addAll(jmhOptions);
            if (run(estimate) != 0) {
                throw new MojoFailureException(estimator + " rejected the JMH options " + String.join(" ", jmhOptions));
            }
        }
        List<String> command = new ArrayList<>(List.of(java, "-cp", classPath, "org.openjdk.jmh.Main"));
        command.addAll(jmhOptions);
        command.addAll(List.of("-rf", "json", "-rff", json.toString()));
        getLog().info("jmh:run: " + java + " -cp <runtime class path> org.openjdk.jmh.Main "
                + String.join(" ", jmhOptions));
        if (dryRun) {
            getLog().info("jmh:run: a dry run (jmh.dryRun): no benchmark runs, no results are filed");
            return;
        }
        int exit = run(command);
        if (exit != 0) {
            throw new MojoFailureException("JMH exited with code " + exit);
        }
        if (!Files.isRegularFile(json)) {
            throw new MojoFailureException("JMH wrote no results to " + json);
        }
        render(java, classPath, List.of("--json", json.toString(),
                "--results", results.getAbsolutePath(),
                "--run", kind,
                "--command", commandLine(),
                "--jmh-options", String.join(" ", jmhOptions)));
    }

    private void render(String java, String classPath, List<String> options) throws MojoExecutionException,
            MojoFailureException {
        List<String> render = new ArrayList<>(List.of(java, "-cp", classPath, renderer));
        render.addAll(options);
        if (isSet(publishedDir) && new File(publishedDir.trim()).isDirectory()) {
            render.addAll(List.of("--published", new File(publishedDir.trim()).getAbsolutePath()));
        }
        int exit = run(render);
        if (exit != 0) {
            throw new MojoFailureException(renderer + " exited with code " + exit + " (results in "
                    + project.getBuild().getDirectory() + ")");
        }
    }

    /** The jar or folder this class was loaded from, or null if the JVM does not say. */
    private static Path codeLocation() {
        try {
            return Path.of(RunMojo.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (Exception e) {
            return null;
        }
    }

    /**
     * Why running from {@code location} would run a copy of this plugin other than the one the checkout
     * around {@code basedir} builds, or null if it is that copy (or there is no checkout to compare with).
     * The checkout is the nearest folder at or above {@code basedir} holding {@value #PLUGIN_MODULE}.
     */
    static String staleCopy(Path basedir, Path location) {
        Path root = basedir.toAbsolutePath().normalize();
        while (root != null && !Files.isRegularFile(root.resolve(PLUGIN_MODULE).resolve("pom.xml"))) {
            root = root.getParent();
        }
        if (root == null || location == null) {
            return null;
        }
        Path module = root.resolve(PLUGIN_MODULE).resolve("target");
        if (location.toAbsolutePath().normalize().startsWith(module)
                || sameBuild(location, module.resolve("classes"), root.resolve(PLUGIN_MODULE).resolve("src/main"))) {
            return null;
        }
        return "jmh:run: this is the copy of the plugin at " + location + ", not the one this checkout builds ("
                + module + "); run the benchmarks with " + COMMAND + " (add -Djmh.* options as usual)";
    }

    /**
     * True if {@code jar} (an installed copy, as {@code mvn install} puts it in the local repository) holds
     * exactly the classes of {@code classes} and no file under {@code sources} is newer than those classes:
     * the copy is this checkout's current build, so {@code mvn -pl bench jmh:run} after {@code mvn install}
     * runs what the checkout says. Any difference, a missing build or an unreadable jar is false.
     */
    static boolean sameBuild(Path jar, Path classes, Path sources) {
        if (!Files.isRegularFile(jar) || !Files.isDirectory(classes)) {
            return false;
        }
        try (java.util.zip.ZipFile zip = new java.util.zip.ZipFile(jar.toFile());
                java.util.stream.Stream<Path> built = Files.walk(classes);
                java.util.stream.Stream<Path> edited = Files.isDirectory(sources) ? Files.walk(sources)
                        : java.util.stream.Stream.empty()) {
            long newestClass = 0;
            int count = 0;
            for (Path c : (Iterable<Path>) built.filter(f -> f.toString().endsWith(".class"))::iterator) {
                String name = classes.relativize(c).toString().replace(File.separatorChar, '/');
                java.util.zip.ZipEntry e = zip.getEntry(name);
                if (e == null) {
                    return false;
                }
                try (var in = zip.getInputStream(e)) {
                    if (!java.util.Arrays.equals(in.readAllBytes(), Files.readAllBytes(c))) {
                        return false;
                    }
                }
                newestClass = Math.max(newestClass, Files.getLastModifiedTime(c).toMillis());
                count++;
            }
            long inJar = zip.stream().filter(e -> e.getName().endsWith(".class")).count();
            if (count == 0 || inJar != count) {
                return false;
            }
            for (Path f : (Iterable<Path>) edited.filter(Files::isRegularFile)::iterator) {
                if (Files.getLastModifiedTime(f).toMillis() > newestClass) {
                    return false;
                }
            }
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** True if the project declares a dependency on jmh-core (declared, so known before resolution). */
    static boolean declaresJmh(MavenProject p) {
        for (Dependency d : p.getDependencies()) {
            if (JMH_GROUP.equals(d.getGroupId()) && JMH_CORE.equals(d.getArtifactId())) {
                return true;
            }
        }
        return false;
    }

    /** The JMH command line options that the {@code jmh.*} properties ask for. */
    List<String> jmhOptions() {
        List<String> o = new ArrayList<>();
        if (isSet(include)) {
            o.add(include.trim());
        }
        addOption(o, "-e", exclude);
        addOption(o, "-f", forks);
        addOption(o, "-wi", warmupIterations);
        addOption(o, "-w", warmupTime);
        addOption(o, "-i", iterations);
        addOption(o, "-r", time);
        addOption(o, "-t", threads);
        if (isSet(prof)) {
            for (String p : prof.split(",")) {
                addOption(o, "-prof", p);
            }
        }
        if (isSet(params)) {
            for (String p : params.split(";")) {
                addOption(o, "-p", p);
            }
        }
        addOption(o, "-jvmArgsAppend", jvmArgs);
        o.addAll(List.of("-foe", "true"));
        if (isSet(args)) {
            for (String a : args.trim().split("\\s+")) {
                o.add(a);
            }
        }
        return o;
    }

    /** A blank option is not passed on; {@link Map#of} takes no null, so blank stands for unset. */
    private static String value(String option) {
        return option == null ? "" : option;
    }

    /**
     * The first of the {@code jmh.*} values (property name to value; blank is unset) that JMH would reject,
     * said in one line that names the property and the value, or null if JMH would take them all; checked
     * before anything is built or run, so a typo ends in that line instead of a stack trace from JMH.
     */
    static String invalidOption(Map<String, String> values) {
        for (Map.Entry<String, String> e : new TreeMap<>(values).entrySet()) {
            String property = e.getKey();
            String v = e.getValue().trim();
            if (v.isEmpty()) {
                continue;
            }
            String problem = null;
            if (property.equals("jmh.include") || property.equals("jmh.exclude")) {
                try {
                    Pattern.compile(v);
                } catch (PatternSyntaxException x) {
                    problem = "is not a regular expression (" + x.getDescription() + " near index " + x.getIndex() + ")";
                }
            } else if (COUNTS.containsKey(property)) {
                int least = COUNTS.get(property);
                boolean ok = property.equals("jmh.threads") && v.equals("max");
                if (!ok && v.matches("\\d{1,9}")) {
                    ok = Integer.parseInt(v) >= least;
                }
                if (!ok) {
                    problem = "is not a whole number of at least " + least
                            + (property.equals("jmh.threads") ? " (or max)" : "");
                }
            } else if (property.equals("jmh.warmupTime") || property.equals("jmh.time")) {
                if (!TIME.matcher(v).matches()) {
                    problem = "is not a time: a whole number with ns, us, ms, s, m or hr, e.g. 500ms";
                }
            } else if (property.equals("jmh.params")) {
                for (String p : v.split(";")) {
                    if (!p.trim().matches("[^=\\s]+=[^=]+")) {
                        problem = "is not name=value[,value...] (several separated by ;): \"" + p.trim() + "\"";
                        break;
                    }
                }
            }
            if (problem != null) {
                return "-D" + property + "=" + v + " " + problem;
            }
        }
        return null;
    }

    private static void addOption(List<String> options, String flag, String value) {
        if (isSet(value)) {
            options.add(flag);
            options.add(value.trim());
        }
    }

    private static boolean isSet(String value) {
        return value != null && !value.isBlank();
    }

    private String javaExecutable() throws MojoFailureException {
        if (!isSet(jvm)) {
            return Path.of(System.getProperty("java.home"), "bin", "java").toString();
        }
        File f = new File(jvm.trim());
        if (f.isDirectory()) {
            f = new File(f, "bin/java"); // a JDK home given instead of its java
        }
        if (!f.canExecute()) {
            throw new MojoFailureException("jmh.jvm=" + jvm + " is not an executable java");
        }
        return f.getAbsolutePath();
    }

    private String classPath() throws MojoExecutionException {
        try {
            return String.join(File.pathSeparator, project.getRuntimeClasspathElements());
        } catch (DependencyResolutionRequiredException e) {
            throw new MojoExecutionException("runtime class path of " + project.getArtifactId() + " not resolved", e);
        }
    }

    private File results() {
        if (isSet(resultsDir)) {
            return new File(resultsDir.trim());
        }
        // Used only when the module's POM sets no jmh.resultsDir.
        return full ? new File(session.getExecutionRootDirectory(), "results")
                : new File(project.getBuild().getDirectory(), quick ? "jmh-quick" : "jmh");
    }

    /**
     * The command that asked for this run, as a user would type it: {@code mvn}, the selected modules,
     * {@code -am}, the goals, the profiles asked for and every {@code -Djmh.*} property given on the command
     * line (Maven does not keep the raw argument list).
     */
    String commandLine() {
        StringBuilder sb = new StringBuilder("mvn");
        List<String> selected = session.getRequest().getSelectedProjects();
        if (selected != null && !selected.isEmpty()) {
            sb.append(" -pl ").append(String.join(",", selected));
        }
        if (MavenExecutionRequest.REACTOR_MAKE_UPSTREAM.equals(session.getRequest().getMakeBehavior())) {
            sb.append(" -am");
        }
        for (String goal : session.getRequest().getGoals()) {
            sb.append(' ').append(goal);
        }
        List<String> profiles = session.getRequest().getActiveProfiles();
        if (profiles != null && !profiles.isEmpty()) {
            sb.append(" -P").append(String.join(",", profiles));
        }
        Map<String, String> props = new TreeMap<>();
        session.getUserProperties().forEach((k, v) -> {
            if (k.toString().startsWith("jmh.")) {
                props.put(k.toString(), v.toString());
            }
        });
        props.forEach((k, v) -> sb.append(' ').append(shellWord("-D" + k + "=" + v)));
        return sb.toString();
    }

    /** {@code word} quoted for a POSIX shell when it needs it. */
    static String shellWord(String word) {
        if (word.matches("[A-Za-z0-9_./=:,+@%-]+")) {
            return word;
        }
        return "'" + word.replace("'", "'\\''") + "'";
    }

    private int run(List<String> command) throws MojoExecutionException {
        ProcessBuilder pb = new ProcessBuilder(command).inheritIO();
        pb.directory(project.getBasedir());
        try {
            return pb.start().waitFor();
        } catch (IOException e) {
            throw new MojoExecutionException("cannot start " + command.get(0), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MojoExecutionException("interrupted while running " + command.get(0), e);
        }
    }

    /** The benchmark list that JMH's annotation processor writes into the class output. */
    record BenchmarkList(int count, String problem) {
        static final String PATH = "META-INF/BenchmarkList";

        static BenchmarkList read(Path classes) throws MojoExecutionException {
            Path file = classes.resolve(PATH);
            if (!Files.isRegularFile(file)) {
                return new BenchmarkList(0, "no " + file + " (the build produced no benchmark list)");
            }
            try {
                long n = Files.readAllLines(file, StandardCharsets.UTF_8).stream()
                        .filter(l -> !l.isBlank()).count();
                return new BenchmarkList((int) n, n == 0 ? file + " is empty" : "");
            } catch (IOException e) {
                throw new MojoExecutionException("cannot read " + file, e);
            }
        }
    }
}
