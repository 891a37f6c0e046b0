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
package io.bitfall.puyo;

/**
 * Receives each plan {@link PlanEnumerator#enumerate} finds, in the order of the enumeration, on the thread
 * that enumerates: a visitor used by one enumeration at a time need not be thread-safe. A lambda will do.
 */
public interface PlanVisitor {
    /**
     * Called once per plan.
     *
     * @param plan the plan: a view the enumerator reuses, valid only during this call; copy what you keep
     *             (its field with {@link PuyoField#copy()})
     */
    void visit(Plan plan);
}
