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

// The puyoai side of bench/puyoai/compare.sh: puyoai's BitField and Plan::iterateAvailablePlans behind the
// line protocol that io.bitfall.bench.puyoai.PuyoaiComparison speaks. Built by compare.sh against a puyoai
// source tree (PUYOAI_SRC); no puyoai code is kept in this repository.
//
//   puyoai_driver fields-check FILE     one line per field of FILE: "chains score"
//   puyoai_driver fields-time FILE MS   "count WALL CPU" and "score WALL CPU", nanoseconds per field
//   puyoai_driver plans-check           one line per case: "name plans fired chains score"
//   puyoai_driver plans-time MS         one line per case: "name WALL CPU", nanoseconds per enumeration
//
// A field is one line of 78 characters, rows 13 to 1 (top first), 6 columns each, in puyoai's letters
// (. R B Y G O). count is BitField::simulateFast, score BitField::simulate (the AVX2 versions when the
// compiler targets AVX2 and BMI2), each on a copy of the field, as bitfall's side copies it too.

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "core/bit_field.h"
#include "core/core_field.h"
#include "core/kumipuyo_seq.h"
#include "core/plan/plan.h"
#include "core/rensa_tracker.h"

namespace {

struct Clock {
    std::chrono::steady_clock::time_point wall;
    long long cpu;
};

long long threadCpuNanos()
{
    timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

Clock now()
{
    return Clock{std::chrono::steady_clock::now(), threadCpuNanos()};
}

double wallSince(const Clock& start)
{
    return std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start.wall).count();
}

[[noreturn]] void fail(const std::string& message)
{
    std::cerr << "puyoai_driver: " << message << std::endl;
    std::exit(2);
}

std::vector<BitField> readFields(const char* path)
{
    std::ifstream in(path);
    if (!in) {
        fail(std::string("cannot read ") + path);
    }
    std::vector<BitField> fields;
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        number++;
        if (line.size() != 78) {
            fail(std::string(path) + " line " + std::to_string(number) + ": " + std::to_string(line.size())
                 + " characters, not 78");
        }
        fields.emplace_back(line);
    }
    return fields;
}

int count(const BitField& original)
{
    BitField field(original);
    RensaNonTracker tracker;
#if defined(__AVX2__) && defined(__BMI2__)
    return field.simulateFastAVX2(&tracker);
#else
    return field.simulateFast(&tracker);
#endif
}

RensaResult score(const BitField& original)
{
    BitField field(original);
    BitField::SimulationContext context;
    RensaNonTracker tracker;
#if defined(__AVX2__) && defined(__BMI2__)
    return field.simulateAVX2(&context, &tracker);
#else
    return field.simulate(&context, &tracker);
#endif
}

// Passes over the whole set until ms milliseconds have gone by; prints wall and CPU ns per field.
template<typename Op>
void timeFields(const char* name, const std::vector<BitField>& fields, double ms, Op op)
{
    long long sink = 0;
    long long done = 0;
    Clock start = now();
    do {
        for (const BitField& f : fields) {
            sink += op(f);
        }
        done += fields.size();
    } while (wallSince(start) < ms * 1e6);
    double wall = wallSince(start);
    long long cpu = threadCpuNanos() - start.cpu;
    std::printf("%s %.3f %.3f %lld\n", name, wall / done, static_cast<double>(cpu) / done, sink & 1);
}

struct PlanCase {
    const char* name;
    bool filled;
    const char* pairs;
    int depth;
};

// The six cases of puyoai's src/core/plan/plan_performance_test.cc.
const PlanCase PLAN_CASES[] = {
    {"Empty44", false, "RRGGYYBB", 4},
    {"Filled44", true, "RRGGYYBB", 4},
    {"Empty23", false, "RRGG", 3},
    {"Filled23", true, "BBGG", 3},
    {"Empty24", false, "RRGG", 4},
    {"Filled24", true, "BBGG", 4},
};

CoreField planField(const PlanCase& c)
{
    if (!c.filled) {
        return CoreField();
    }
    return CoreField("B....."
                     "R....."
                     "B....."
                     "R....."
                     "BR...."
                     "BR...."
                     "BYRBY."
                     "RBYRBY"
                     "RBYRBY"
                     "RBYRBY");
}

struct PlanSums {
    long long plans = 0;
    long long fired = 0;
    long long chains = 0;
    long long score = 0;
};

PlanSums enumerate(const CoreField& field, const KumipuyoSeq& seq, int depth)
{
    PlanSums sums;
    Plan::iterateAvailablePlans(field, seq, depth, [&sums](const RefPlan& plan) {
        sums.plans++;
        if (plan.isRensaPlan()) {
            sums.fired++;
        }
        sums.chains += plan.chains();
        sums.score += plan.score();
    });
    return sums;
}

double parseMillis(const char* text)
{
    char* end;
    double ms = std::strtod(text, &end);
    if (*end != '\0' || !(ms > 0)) {
        fail(std::string("MS must be a positive number of milliseconds, not ") + text);
    }
    return ms;
}

} // namespace

int main(int argc, char** argv)
{
    std::string command = argc > 1 ? argv[1] : "";
    if (command == "fields-check" && argc == 3) {
        for (const BitField& f : readFields(argv[2])) {
            RensaResult r = score(f);
            int fast = count(f);
            if (fast != r.chains) {
                fail("simulateFast and simulate disagree on a field");
            }
            std::printf("%d %d\n", r.chains, r.score);
        }
    } else if (command == "fields-time" && argc == 4) {
        std::vector<BitField> fields = readFields(argv[2]);
        if (fields.empty()) {
            fail(std::string(argv[2]) + " holds no field");
        }
        double ms = parseMillis(argv[3]);
        timeFields("warm-up", fields, ms, [](const BitField& f) { return score(f).score; });
        timeFields("count", fields, ms, [](const BitField& f) { return count(f); });
        timeFields("score", fields, ms, [](const BitField& f) { return score(f).score; });
    } else if (command == "plans-check" && argc == 2) {
        for (const PlanCase& c : PLAN_CASES) {
            PlanSums s = enumerate(planField(c), KumipuyoSeq(c.pairs), c.depth);
            std::printf("%s %lld %lld %lld %lld\n", c.name, s.plans, s.fired, s.chains, s.score);
        }
    } else if (command == "plans-time" && argc == 3) {
        double ms = parseMillis(argv[2]);
        for (const PlanCase& c : PLAN_CASES) {
            CoreField field = planField(c);
            KumipuyoSeq seq(c.pairs);
            long long sink = enumerate(field, seq, c.depth).plans; // warm-up
            long long done = 0;
            Clock start = now();
            do {
                sink += enumerate(field, seq, c.depth).plans;
                done++;
            } while (wallSince(start) < ms * 1e6);
            double wall = wallSince(start);
            long long cpu = threadCpuNanos() - start.cpu;
            std::printf("%s %.1f %.1f %lld\n", c.name, wall / done, static_cast<double>(cpu) / done, sink & 1);
        }
    } else {
        fail("usage: puyoai_driver fields-check FILE | fields-time FILE MS | plans-check | plans-time MS");
    }
    return 0;
}
