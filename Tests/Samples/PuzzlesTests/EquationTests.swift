import Testing

@testable import Puzzles

@Suite("Equation and its inversion")
struct EquationTests {
    @Test(
        "apply computes each operation",
        arguments: [
            (ArithmeticOperation.addition, 4, 9, 13), (.subtraction, 13, 9, 4), (.subtraction, 4, 9, -5),
            (.multiplication, 4, 9, 36), (.division, 36, 9, 4),
        ]
    )
    func apply(operation: ArithmeticOperation, a: Int, b: Int, expected: Int) {
        #expect(operation.apply(a, b) == expected)
    }

    @Test("division of a multiple is exact")
    func exactDivision() {
        #expect(ArithmeticOperation.division.apply(25, 5) == 5)
        #expect(ArithmeticOperation.division.apply(81, 9) == 9)
    }

    @Test("inverse pairs + with − and × with ÷, and undoes itself", arguments: ArithmeticOperation.allCases)
    func inverse(operation: ArithmeticOperation) {
        #expect(operation.inverse != operation)
        #expect(operation.inverse.inverse == operation)
    }

    @Test("inverting swaps the first number and the result")
    func invertedSwapsFirstNumberAndResult() {
        let sum = Equation(a: 4, operation: .addition, b: 9)
        #expect(sum.result == 13)
        let difference = sum.inverted
        #expect(difference.a == 13)
        #expect(difference.operation == .subtraction)
        #expect(difference.b == 9)
        #expect(difference.result == 4)

        let quotient = Equation(a: 5, operation: .multiplication, b: 5).inverted
        #expect(quotient == Equation(a: 25, operation: .division, b: 5))
        #expect(quotient.result == 5)
    }

    @Test("inverting twice gives the example back", arguments: [ArithmeticOperation.addition, .multiplication])
    func doubleInversion(operation: ArithmeticOperation) {
        for a in Puzzle.digits {
            for b in Puzzle.digits {
                let equation = Equation(a: a, operation: operation, b: b)
                #expect(equation.inverted.inverted == equation)
            }
        }
    }

    @Test("description reads like a school example")
    func description() {
        #expect(Equation(a: 4, operation: .multiplication, b: 4).description == "4 × 4 = 16")
        #expect(Equation(a: 25, operation: .division, b: 5).description == "25 ÷ 5 = 5")
        #expect(Equation(a: 13, operation: .subtraction, b: 9).description == "13 − 9 = 4")
    }
}
