// Generated code. Do not modify. Run npm run gen.
export const validate = validate75;

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate75.errors = null;
return true;
}
