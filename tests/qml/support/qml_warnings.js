// For every game's Qt Quick Tests: fail the running test on any warning the QML engine
// prints (a binding loop, a TypeError, a property it cannot assign). Those all start with
// the .qml file and line they come from; what the platform prints (no audio device, no
// settings file yet) does not, and is let through.
.pragma library

const fromQml = /\.qml:\d+(:\d+)?: /

// Call first thing in a test function (or in init()): it holds until that test ends.
function failOnQmlWarnings(testCase) {
    testCase.failOnWarning(fromQml)
}
